import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { EnquirySchema } from "#app/shared/enquiry";
import { type CatalogueNames, resolveLeadIdentity } from "#app/features/leads/rules/identity";
import worker from "#worker/index";
import { recordLeads } from "#app/features/leads/server/ledger";
import { readOutbox } from "#app/shared/messaging/local";
import { ADMIN_TOKEN } from "./console";
import { ORIGIN, fetchWorker, postApi } from "./requests";

// Leads: an enquiry body, the ledger's rows, verified numbers, the operator API, queue runs.

export const DEALER = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors" };

export const enquiry = (mobile: string, extra: Record<string, unknown> = {}) => ({
  mobile,
  brandName: "Mahindra",
  modelName: "Treo",
  tName: DEALER.tName,
  pincode: "201301",
  cityName: "Noida",
  typeOfQuery: "Dealer",
  ...extra,
});

export const sendEnquiry = (mobile: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, vars?: Partial<Env>) =>
  postApi("addQuery", enquiry(mobile, extra), headers, vars);

/** A deployment that sends an enquiry naming no dealer to its 3 nearest at once (LEAD_FIRST_DEALERS). */
export const THREE_AT_ONCE: Partial<Env> = { LEAD_FIRST_DEALERS: "3" };

/** The one-time code of the mobile's latest SMS, as the local outbox keeps it. */
export async function codeSentTo(mobile: string): Promise<string> {
  const [latest] = await readOutbox(env.DB, { to: mobile, limit: 1 });
  const code = /\b(\d{6})\b/.exec(latest?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/**
 * Confirms the mobile as a visitor does after an enquiry: asks for a code by SMS, reads it from
 * the local outbox and enters it. Every lead of the mobile from the hour before is then verified,
 * and those that qualify are billable. A mobile gets one code per 30 s (docs/decisions/109).
 */
export async function confirmMobile(mobile: string): Promise<void> {
  const sent = await postApi("sendOtp", { mobile });
  if (sent.status !== 200) throw new Error(`sendOtp answered ${sent.status}: ${await sent.text()}`);
  const answer = (await (await postApi("verify", { mobile, otp: await codeSentTo(mobile) })).json()) as { Status: string };
  if (answer.Status !== "Success") throw new Error(`verify answered ${JSON.stringify(answer)}`);
}

/** The sample's names the ledger's rules are tested on: one brand, two of its models, two dealers selling it. */
export const SECOND_DEALER = { tName: "Aravali-E-Vehicles", traderName: "Aravali E-Vehicles" };
const LEDGER_NAMES: CatalogueNames = {
  brands: ["Mahindra"],
  models: ["Treo", "Treo Yaari"],
  traders: [{ ...DEALER, traderType: "Dealer" }, { ...SECOND_DEALER, traderType: "Dealer" }],
};

/**
 * Stores an enquiry (id `id`) received at `at`, straight into the ledger on a clock the test
 * chooses: one lead for the trader it names, or one per trader of `routedTo` as when the site
 * routes it to a town's dealers. Not verified: `markVerified` does that, at a time of its own.
 */
export async function enquiryAt(mobile: string, id: string, at: number, extra: Record<string, unknown> = {}, routedTo: readonly string[] = []) {
  const copy = (tName: string) => resolveLeadIdentity(enquiry(mobile, { ...extra, tName }), LEDGER_NAMES);
  const copies = routedTo.length
    ? routedTo.map((tName) => ({ identity: copy(tName), routedBy: "city" as const }))
    : [{ identity: copy(String(extra.tName ?? DEALER.tName)), routedBy: "named" as const }];
  const body = { ...EnquirySchema.parse(enquiry(mobile, routedTo.length ? { ...extra, tName: "" } : extra)), id };
  await recordLeads(env, body, at, copies);
}

/** An enquiry whose number the visitor then confirms (the real flow): its leads bill when they qualify. */
export async function verifiedEnquiry(mobile: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, vars?: Partial<Env>): Promise<Response> {
  const res = await sendEnquiry(mobile, extra, headers, vars);
  if (res.status < 300) await confirmMobile(mobile);
  return res;
}

export type LedgerRow = {
  id: string;
  receivedAt: number;
  traderTName: string;
  catalogueModel: string;
  match: string;
  duplicate: number;
  billable: number;
  originState: string;
  webhookState: string;
  contactedAt: number | null;
  verifiedAt: number | null;
};

export async function ledger(mobile: string): Promise<LedgerRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM lead WHERE mobile = ? ORDER BY receivedAt, rowid").bind(mobile).all<LedgerRow>();
  return results;
}

export function admin(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { Authorization: `Bearer ${ADMIN_TOKEN}`, ...(init.body ? { "Content-Type": "application/json" } : {}), ...(init.headers as Record<string, string>) };
  return fetchWorker(`/admin/api${path}`, { ...init, headers });
}

/** The path of a new private lead page of the trader (/leads/{token}). */
export async function leadLinkPath(tName: string = DEALER.tName): Promise<string> {
  const res = await admin(`/traders/${tName}/lead-link`, { method: "POST" });
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

/** Posts a lead page's form as a browser without JavaScript does (the anti-forgery field unless null). */
export async function postLeadPage(path: string, fields: Record<string, string>, token: string | null): Promise<Response> {
  const body = new URLSearchParams({ ...fields, ...(token ? { _xsrf: token } : {}) });
  return fetchWorker(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `XSRF-TOKEN=${token ?? ""}`, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    body,
  });
}

/** Runs the Worker's queue consumer on these messages, as the queue would deliver them. */
export async function runQueue<Body>(queue: string, messages: { body: Body; attempts?: number }[]) {
  const batch = createMessageBatch<Body>(
    queue,
    messages.map((m, i) => ({ id: `m${i + 1}`, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<never>, env, ctx);
  return getQueueResult(batch, ctx);
}

/** Sends on a queue are recorded, not delivered: the test runs the consumer itself (runQueue). */
export function holdQueue(queue: Queue) {
  return vi.spyOn(queue, "send").mockResolvedValue(undefined as unknown as QueueSendResponse);
}

/** The bodies sent on a held queue. */
export const sentBodies = <Body>(spy: ReturnType<typeof holdQueue>) => spy.mock.calls.map(([body]) => body as Body);

/** The trader's chosen language for its messages (trader_settings; Hindi when it chose none). */
export async function traderSpeaks(tName: string, language: "en" | "hi", quiet: { from: number; until: number } | null = null) {
  await env.DB.prepare(
    `INSERT INTO trader_settings (tName, language, quietFrom, quietUntil, updatedAt) VALUES (?1, ?2, ?3, ?4, 0)
     ON CONFLICT (tName) DO UPDATE SET language = ?2, quietFrom = ?3, quietUntil = ?4`,
  )
    .bind(tName, language, quiet?.from ?? null, quiet?.until ?? null)
    .run();
}
