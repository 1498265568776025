import { createContext } from "react-router";
import type { ResponseTime } from "#app/features/seller/board/server/changes";
import type { Dispute, DisputeState, DisputeView } from "#app/features/leads/billing/disputes";
import type { MonthStatement, TraderTerms } from "#app/features/leads/billing/statement";
import type { Invoice } from "#app/features/leads/billing/invoice";
import type { IssueOutcome } from "#app/features/console/server/invoices";
import type { CatalogueEntity, CatalogueItem } from "#app/features/catalogue/rules/entities";
import type { CatalogueChoices } from "#app/features/console/rules/field-problems";
import type { ImportPlan, ImportProblem } from "#app/features/console/rules/import-plan";
import type { LeadFilter } from "#app/features/console/rules/lead-filter";
import type { StateCounts } from "#app/features/console/rules/lead-states";
import type { ConsoleLead } from "#app/features/console/rules/leads-csv";
import type { FileOutcome, Owner, OwnerKind, Photo, PhotoChange } from "#app/features/pictures/rules/gallery";
import type { CatalogueTrader } from "#app/features/leads/rules/identity";
import type { ConsoleLists } from "./lists";
import type { AccessAction, AccessRecord, AccessWhat } from "#app/features/privacy/rules/access";
import type { Retention } from "#app/features/privacy/rules/retention";

/** One run of the scheduled privacy run (app/features/privacy/server/retention.ts), and the periods it applies. */
export type RetentionRunView = {
  id: number;
  startedAt: number;
  finishedAt: number | null;
  personalCutoff: number;
  billingCutoff: number;
  leadsErased: number;
  leadsDeleted: number;
  rowsDeleted: number;
  batches: number;
  more: boolean;
  error: string;
};
export type { Retention };

// What the operator console's loaders and actions may use (the Worker fills it per request,
// app/features/console/server/console.ts): the session, and — once signed in — the console's data, through the
// same functions as the operator API, never through bindings reached ad hoc.

/** Who is signed in: `who` names them in the access record ("session 1a2b3c4d", "admin token"). */
export type Operator = { via: "bearer" | "session"; who: string };

export type ConsoleSession = {
  operator: Operator | null;
  /** Checks the admin token (rate limited per address); on success the Set-Cookie of a new session. */
  signIn(token: string): Promise<{ ok: true; cookie: string } | { ok: false; reason: "wrong" | "locked" }>;
  /** Ends the session; the Set-Cookie that clears it. */
  signOut(): Promise<string>;
};
export const consoleSessionContext = createContext<ConsoleSession>();

/** A refusal the console shows beside its form: the API's error message and field issues. */
export type Refusal = { ok: false; status: number; message: string; issues: { path: string; message: string }[] };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export type TraderSummary = CatalogueTrader & {
  terms: TraderTerms;
  links: number;
  webhook: { url: string; secret: string } | null;
  /** The mobile that receives its leads (ten digits), or "" (then no message). */
  notifyPhone: string;
};
/** A trader's numbers (app/features/leads/server/trader-contact.ts): ten digits each, or "". */
export type TraderContactView = { notifyPhone: string; publicPhone: string; whatsappOptInAt: number | null };
/** A key of the CRM pull API: never the key itself, which is shown once when made. */
export type ApiKeyView = { id: number; hint: string; createdAt: number; lastUsedAt: number | null };
export type TraderDetail = TraderSummary & {
  firstLeadAt: number | null;
  contact: TraderContactView;
  apiKeys: ApiKeyView[];
  /** Whether leads go out on WhatsApp at all (a template is set up, or the local outbox keeps them). */
  whatsAppLeads: boolean;
};

export type DeadLetterView = {
  id: number;
  channel: "origin" | "webhook" | "sms" | "whatsapp";
  /** A message to the lead's buyer (who else will call), not to its trader. */
  toBuyer: boolean;
  leadId: string;
  call: string;
  lastError: string;
  attempts: number;
  createdAt: number;
  retriedAt: number | null;
};

/** A message the local provider kept instead of sending (app/shared/messaging/local.ts). */
export type OutboxEntry = {
  id: number;
  channel: "sms" | "whatsapp";
  to: string;
  kind: "otp" | "lead" | "notice" | "";
  text: string;
  template: string;
  language: string;
  params: string[];
  createdAt: number;
};
/** Where messages go: a real service, or the local outbox. */
export type MessageRoutes = { sms: "kaleyra" | "local"; whatsapp: "cloud" | "local" };

export type ImportResult = ImportPlan & { dryRun: boolean; purged: { keys: number } | null };
/** What a delete takes with it (counts of rows by what they are) and what it leaves. */
export type Deletion = { title: string; goes: { label: string; count: number }[]; kept: string[] };
/** Whose gallery: a model, a brand (its logo) or a trader, named as the catalogue may spell them. */
export type GalleryTarget = { kind: OwnerKind; brandName?: string; modelName?: string; tName?: string };
/** A gallery as the console shows it: the owner in the catalogue's spelling, its photos in order, each with its thumbnail's address. */
export type GalleryView = { owner: Owner; address: string; photos: (Photo & { thumb: string })[] };
export type PictureView = { key: string; src: string; version: string; contentType: string; bytes: number; uploadedAt: number };

/** Something the operator is told of on the front page (app/features/enquiry/server/verification/alerts.ts): what, and when it first happened. */
export type ConsoleAlert = { kind: "otp-budget-hourly" | "otp-budget-daily"; firstAt: number };

export type Console = {
  /**
   * Writes what a console page showed, exported or changed of personal data to the access record
   * (docs/decisions/153), under the signed-in operator; nothing when no record was shown.
   */
  recordAccess(what: AccessWhat, action: AccessAction, records: number): Promise<void>;
  /** The access record of [start, end), newest first, at most the console's page of it. */
  accessRecords(range: { start: number; end: number }): Promise<AccessRecord[]>;
  /** The periods configured for the scheduled privacy run (or why they cannot be read), and its runs, newest first. */
  privacy(): Promise<{ retention: Retention | null; problem: string | null; runs: RetentionRunView[] }>;
  /** embedded: this Worker's D1 holds the catalogue; remote: the origin at `remoteHost` does. */
  mode: "embedded" | "remote";
  remoteHost: string;
  overview(): Promise<{ leadsToday: number; openDeadLetters: number; uploadedPictures: number; openDisputes: number; alerts: ConsoleAlert[] }>;
  /** Every cached page and answer renewed: one catalogue generation (docs/decisions/132), as `POST /admin/cache/purge`. */
  purge(): Promise<void>;
  leads(filter: LeadFilter): Promise<{ leads: ConsoleLead[]; counts: StateCounts; cities: string[]; shown: number }>;
  vehicleTypes(): Promise<string[]>;
  traders(): Promise<TraderSummary[]>;
  /** Each trader's median time to first contact over its leads of the last 30 days (docs/decisions/165). */
  responseTimes(): Promise<Record<string, ResponseTime>>;
  trader(tName: string): Promise<TraderDetail | null>;
  createLeadLink(tName: string): Promise<Outcome<{ url: string }>>;
  revokeLeadLinks(tName: string): Promise<Outcome<number>>;
  setWebhook(tName: string, input: { url: string; secret: string }): Promise<Outcome<{ url: string }>>;
  testWebhook(tName: string): Promise<Outcome<{ delivered: boolean; answer: string }>>;
  removeWebhook(tName: string): Promise<Outcome<boolean>>;
  setTerms(tName: string, input: { basis: string; freeFrom: string }): Promise<Outcome<TraderTerms>>;
  setContact(tName: string, input: { notifyPhone: string; publicPhone: string; whatsapp: boolean }): Promise<Outcome<TraderContactView>>;
  /** A new key of the pull API, in full: the only time it is shown. */
  createApiKey(tName: string): Promise<Outcome<{ key: string; hint: string }>>;
  /** Revokes one key, or every key of the trader with `id` null; how many were revoked. */
  revokeApiKeys(tName: string, id: number | null): Promise<Outcome<number>>;
  statement(month: string): Promise<MonthStatement | null>;
  /** The month's issued tax invoices, in the order of their numbers (docs/decisions/167). */
  invoices(month: string): Promise<Invoice[]>;
  /** Issues a closed month's tax invoices; again issues only those still missing. */
  issueInvoices(month: string): Promise<IssueOutcome>;
  /** Traders' disputes of a state, with their leads (docs/decisions/111). */
  disputes(state: DisputeState): Promise<DisputeView[]>;
  /** Accepts or rejects an open dispute, with an optional note. */
  decideDispute(leadId: string, input: { decision: string; note: string }): Promise<Outcome<Dispute>>;
  deadLetters(): Promise<DeadLetterView[]>;
  retryDeadLetter(id: number): Promise<boolean>;
  retryAllDeadLetters(): Promise<number>;
  catalogueCounts(): Promise<Record<CatalogueEntity, number>>;
  records(entity: CatalogueEntity, search: string): Promise<{ items: CatalogueItem[]; total: number }>;
  record(entity: CatalogueEntity, key: Record<string, string>): Promise<CatalogueItem | null>;
  saveRecord(entity: CatalogueEntity, cells: Record<string, string>): Promise<Outcome<ImportResult>>;
  pictureChoices(): Promise<{ brands: string[]; models: { brandName: string; name: string }[] }>;
  pictures(): Promise<PictureView[]>;
  uploadPicture(target: { brandName: string; modelName?: string }, bytes: Uint8Array<ArrayBuffer>): Promise<Outcome<PictureView>>;
  /** The local outbox's newest messages (one mobile's, when given) and where messages go. */
  outbox(to?: string): Promise<{ messages: OutboxEntry[]; routes: MessageRoutes }>;
  /** Every console list a page at a time, searched and filtered in the database (docs/decisions/126). */
  lists: ConsoleLists;
  /** The catalogue's own brands, categories, types, towns and states: what the record form offers. */
  catalogueChoices(): Promise<CatalogueChoices>;
  /** Renames a brand, model, town (a city price's) or trader everywhere (docs/decisions/125); the record under its new name. */
  renameRecord(entity: CatalogueEntity, key: Record<string, string>, to: string): Promise<Outcome<{ item: CatalogueItem }>>;
  /** What deleting the record would take with it, or null when there is no such record to delete. */
  deletion(entity: CatalogueEntity, key: Record<string, string>): Promise<Deletion | null>;
  deleteRecord(entity: CatalogueEntity, key: Record<string, string>): Promise<Outcome<Deletion>>;
  /** The import's preview: what the file would add, change and refuse; writes nothing to the catalogue (docs/decisions/130). */
  previewImport(entity: CatalogueEntity, file: Uint8Array): Promise<{ ok: true; value: ImportPreview } | ImportRefusal>;
  /**
   * Writes exactly what the preview showed, as a job of batches (docs/decisions/138), or refuses
   * when the catalogue changed since; `applied` when the job was written within the request.
   */
  applyImport(entity: CatalogueEntity, upload: string, fingerprint: string): Promise<{ ok: true; value: ImportStarted } | ImportRefusal>;
  /** Where an import job stands, or null for no such job. */
  importJob(id: string): Promise<ImportJobStatus | null>;
  /** A failed job goes on from the batch that failed; false when it is not a failed job. */
  resumeImport(id: string): Promise<boolean>;
  /** An owner's gallery (docs/decisions/129), or null for a name the catalogue does not know. */
  gallery(target: GalleryTarget): Promise<GalleryView | null>;
  /** Each file stored or refused on its own. */
  addPhotos(target: GalleryTarget, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[]): Promise<Outcome<FileOutcome[]>>;
  changePhoto(target: GalleryTarget, id: number, change: PhotoChange): Promise<Outcome<null>>;
};
export const consoleContext = createContext<Console>();

/** A previewed import: its plan, the kept file's SHA-256 and the plan's fingerprint, which Apply sends back. */
export type ImportPreview = { plan: ImportPlan; upload: string; fingerprint: string };
export type ImportApplied = ImportPlan & { purged: { keys: number } | null };
/** An applied preview's job, and its report when it was written within the request. */
export type ImportStarted = { job: string; applied: ImportApplied | null };
/** An import job's progress (app/features/console/server/catalogue/import-job.ts). */
export type ImportJobStatus = {
  id: string;
  entity: CatalogueEntity;
  state: "running" | "failed" | "done";
  rowsDone: number;
  rowsTotal: number;
  batchesDone: number;
  batchesTotal: number;
  /** The batch that failed (from 1) while the job is failed, and the database's words. */
  failedBatch: number | null;
  error: string;
};
/** A refused preview or apply; a stale apply brings the new preview. */
export type ImportRefusal = { ok: false; status: number; message: string; problem: ImportProblem; preview?: ImportPreview };
