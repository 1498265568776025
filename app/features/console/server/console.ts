import type { Context } from "hono";
import type { Console, ConsoleSession, Outcome, Refusal } from "#app/features/console/context";
import { DEFAULT_TERMS, type TraderTerms } from "#app/features/leads/billing/statement";
import type { CatalogueEntity } from "#app/features/catalogue/rules/entities";
import { istDate } from "#app/shared/i18n/dates";
import { filterRange } from "#app/features/console/rules/lead-filter";
import type { AppEnv } from "#worker/app-env";
import { ApiFailure } from "../../../shared/server/errors";
import { purgeAll } from "#worker/bff/purge";
import { recentAlerts } from "../../enquiry/server/verification/alerts";
import { traderNames } from "../../leads/server/catalogue";
import { retryAllDeadLetters, retryDeadLetter } from "../../leads/server/dead-letter-retry";
import { listDeadLetters } from "../../leads/server/dead-letters";
import { isBuyerNotice } from "../../leads/server/notify";
import { listDisputes, openDisputes } from "../../leads/server/disputes";
import { createLeadLink, revokeLeadLinks } from "../../leads/server/lead-links";
import { removeWebhook, secretHint } from "../../leads/server/webhooks";
import { createApiKey, listApiKeys, revokeApiKeys } from "../../leads/server/api-keys";
import { whatsAppLeadsOn } from "../../leads/server/notify";
import { contactOf, notifyPhones, saveContact } from "../../leads/server/trader-contact";
import { readOutbox } from "../../../shared/messaging/local";
import { providersFor } from "../../../shared/messaging/providers";
import { checkAdminToken } from "./authenticate";
import { applyImport, previewImport, saveRecord } from "./catalogue/import";
import { importJobStatus, resumeImportJob } from "./catalogue/import-job";
import { deleteRecord, deletionOf } from "./catalogue/delete";
import { renameRecord } from "./catalogue/rename";
import { catalogueCounts, findRecord, findRecords } from "./catalogue/records";
import { decide } from "./disputes";
import { listLeads } from "./leads";
import { consoleLists } from "./lists";
import { uploadPicture, uploadedPictures } from "../../pictures/server/admin-pictures";
import { addPhotos, changePhoto, resolveOwner } from "../../pictures/server/gallery";
import { galleryOf } from "../../pictures/server/galleries";
import { ownerAddress, ownerKey } from "#app/features/pictures/rules/gallery";
import { keySrc } from "#app/shared/pictures";
import { endSession, startSession } from "./session";
import { statementOf } from "./statements";
import { invoicesOfMonth, issueMonth } from "./invoices";
import { readAccessRecords, recordOperatorAccess } from "../../privacy/server/access-record";
import { ACCESS_LIST_LIMIT } from "#app/features/privacy/rules/access";
import { listRetentionRuns } from "../../privacy/server/retention";
import { readRetention } from "#app/features/privacy/rules/retention";
import { allTerms, setTerms, setWebhook, testWebhook, traderOf } from "./traders";
import { responseTimes } from "#app/features/seller/board/server/changes";

// The console's router-context values (app/features/console/context.ts) for one request: the session
// (sign in and out) and, for a signed-in operator, the console's data — the same functions the
// operator API calls, so the console and the API cannot drift apart.

export function consoleSessionFor(c: Context<AppEnv>): ConsoleSession {
  const url = new URL(c.req.url);
  return {
    operator: c.var.operator,
    async signIn(token) {
      const verdict = await checkAdminToken(c.env, c.req.raw, token);
      return verdict === "ok" ? { ok: true, cookie: await startSession(c.env, url) } : { ok: false, reason: verdict };
    },
    signOut: () => endSession(c),
  };
}

/** An ApiFailure as the console shows it; anything else is a fault and stays one. */
async function outcome<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const refusal: Refusal = { ok: false, status: error.status, message: error.message, issues: error.issues ?? [] };
    return refusal;
  }
}

export function consoleFor(c: Context<AppEnv>): Console {
  const { env } = c;
  const db = env.DB;
  const bff = c.var.bff;
  const trader = (tName: string) => traderOf(bff, tName);

  const operatorConsole: Console = {
    recordAccess: async (what, action, records) => {
      if (records > 0) await recordOperatorAccess(c, what, action, records);
    },
    accessRecords: ({ start, end }) => readAccessRecords(db, { start, end, limit: ACCESS_LIST_LIMIT }),
    async privacy() {
      const runs = await listRetentionRuns(db);
      try {
        return { retention: readRetention(env), problem: null, runs };
      } catch (error) {
        return { retention: null, problem: error instanceof Error ? error.message : String(error), runs };
      }
    },
    mode: env.ORIGIN_URL ? "remote" : "embedded",
    remoteHost: env.ORIGIN_URL ? new URL(env.ORIGIN_URL).host : "",
    async overview() {
      const today = istDate(Date.now());
      const { start, end } = filterRange({ from: today, to: today });
      const [leads, letters, pictures] = await db.batch<{ n: number }>([
        db.prepare("SELECT COUNT(*) AS n FROM lead WHERE receivedAt >= ?1 AND receivedAt < ?2").bind(start, end),
        db.prepare("SELECT COUNT(*) AS n FROM dead_letter WHERE retriedAt IS NULL"),
        db.prepare("SELECT COUNT(*) AS n FROM image_version"),
      ]);
      const n = (r: D1Result<{ n: number }> | undefined) => r?.results[0]?.n ?? 0;
      const alerts = (await recentAlerts(db, Date.now())).map(({ kind, firstAt }) => ({ kind, firstAt }));
      return { leadsToday: n(leads), openDeadLetters: n(letters), uploadedPictures: n(pictures), openDisputes: await openDisputes(db), alerts };
    },
    purge: () => purgeAll(env),
    leads: (filter) => listLeads(db, bff, filter),
    async vehicleTypes() {
      const { items } = await bff.get("getTypeByOrder", {});
      return (items as { typeName: string }[]).map((t) => t.typeName);
    },
    responseTimes: async () => Object.fromEntries(await responseTimes(db, Date.now())),
    async traders() {
      const [traders, terms, links, hooks, phones] = await Promise.all([
        traderNames(bff),
        allTerms(db),
        db.prepare("SELECT tName, COUNT(*) AS n FROM lead_link GROUP BY tName").all<{ tName: string; n: number }>(),
        db.prepare("SELECT tName, url, secret FROM trader_webhook").all<{ tName: string; url: string; secret: string }>(),
        notifyPhones(db),
      ]);
      const linkCount = new Map(links.results.map((l) => [l.tName, l.n]));
      const hookOf = new Map(hooks.results.map((h) => [h.tName, { url: h.url, secret: secretHint(h.secret) }]));
      return traders
        .map((t) => ({
          ...t,
          terms: terms.get(t.tName) ?? DEFAULT_TERMS,
          links: linkCount.get(t.tName) ?? 0,
          webhook: hookOf.get(t.tName) ?? null,
          notifyPhone: phones.get(t.tName) ?? "",
        }))
        .sort((a, b) => a.traderName.localeCompare(b.traderName));
    },
    async trader(tName) {
      const found = await outcome(() => trader(tName));
      if (!found.ok) return null;
      const t = found.value;
      const [terms, links, hook, first] = await db.batch<Record<string, unknown>>([
        db.prepare("SELECT basis, freeFrom FROM trader_terms WHERE tName = ?1").bind(t.tName),
        db.prepare("SELECT COUNT(*) AS n FROM lead_link WHERE tName = ?1").bind(t.tName),
        db.prepare("SELECT url, secret FROM trader_webhook WHERE tName = ?1").bind(t.tName),
        db.prepare("SELECT MIN(receivedAt) AS at FROM lead WHERE traderTName = ?1 AND originState <> 'refused'").bind(t.tName),
      ]);
      const row = (r: D1Result<Record<string, unknown>> | undefined) => r?.results[0];
      const hookRow = row(hook) as { url: string; secret: string } | undefined;
      const [contact, apiKeys] = await Promise.all([contactOf(db, t.tName), listApiKeys(db, t.tName)]);
      return {
        ...t,
        notifyPhone: contact.notifyPhone,
        contact: { notifyPhone: contact.notifyPhone, publicPhone: contact.publicPhone, whatsappOptInAt: contact.whatsappOptInAt },
        apiKeys,
        whatsAppLeads: whatsAppLeadsOn(env),
        terms: (row(terms) as TraderTerms | undefined) ?? DEFAULT_TERMS,
        links: Number(row(links)?.n ?? 0),
        webhook: hookRow ? { url: hookRow.url, secret: secretHint(hookRow.secret) } : null,
        firstLeadAt: (row(first)?.at as number | null | undefined) ?? null,
      };
    },
    createLeadLink: (tName) =>
      outcome(async () => ({ url: new URL(`/leads/${await createLeadLink(db, await trader(tName))}`, c.var.siteOrigin).href })),
    revokeLeadLinks: (tName) => outcome(async () => revokeLeadLinks(db, (await trader(tName)).tName)),
    setWebhook: (tName, input) => outcome(async () => setWebhook(env, await trader(tName), input)),
    testWebhook: (tName) => outcome(async () => testWebhook(env, await trader(tName))),
    removeWebhook: (tName) => outcome(async () => removeWebhook(db, (await trader(tName)).tName)),
    setTerms: (tName, input) => outcome(async () => setTerms(db, (await trader(tName)).tName, input)),
    setContact: (tName, input) => outcome(async () => saveContact(db, (await trader(tName)).tName, input)),
    createApiKey: (tName) => outcome(async () => createApiKey(db, (await trader(tName)).tName)),
    revokeApiKeys: (tName, id) => outcome(async () => revokeApiKeys(db, (await trader(tName)).tName, id)),
    statement: (month) => statementOf(db, month),
    invoices: (month) => invoicesOfMonth(db, month),
    issueInvoices: (month) => issueMonth(env, c.var.siteOrigin, month),
    disputes: (state) => listDisputes(db, state),
    decideDispute: (leadId, input) =>
      outcome(async () => {
        const decided = await decide(env, c.var.siteOrigin, leadId, input);
        await recordOperatorAccess(c, "dispute.decision", "change", 1);
        return decided;
      }),
    // The page shows what failed, not the queued bodies (a buyer's name and mobile): they stay here.
    deadLetters: async () =>
      (await listDeadLetters(db, { open: true })).map(({ id, channel, leadId, call, message, lastError, attempts, createdAt, retriedAt }) => ({
        id, channel, leadId, call, lastError, attempts, createdAt, retriedAt, toBuyer: isBuyerNotice(channel, message),
      })),
    retryDeadLetter: async (id) => (await retryDeadLetter(env, id)) !== null,
    retryAllDeadLetters: async () => (await retryAllDeadLetters(env)).length,
    catalogueCounts: () => catalogueCounts(db),
    records: (entity: CatalogueEntity, search: string) => findRecords(db, entity, search),
    record: (entity, key) => findRecord(db, entity, key),
    saveRecord: (entity, cells) => outcome(() => saveRecord(env, entity, cells)),
    async pictureChoices() {
      // Through the BFF's cached calls: in remote-origin mode the names are the remote catalogue's.
      const brands = ((await bff.get("getBrand", {})).items as { brandName: string }[]).map((b) => b.brandName).sort((a, b) => a.localeCompare(b));
      const perBrand = await Promise.all(
        brands.map((brandName) =>
          bff.get("getProductByBrand", { brandName }).then(
            (r) => (r.items as { brandName: string; name: string }[]).map((m) => ({ brandName: m.brandName, name: m.name })),
            () => [],
          ),
        ),
      );
      return { brands, models: perBrand.flat() };
    },
    pictures: () => uploadedPictures(db),
    uploadPicture: (target, bytes) => outcome(() => uploadPicture(env, bff, target, bytes)),
    outbox: async (to) => ({ messages: await readOutbox(db, { to }), routes: providersFor(env).names }),
    lists: consoleLists(env, bff, () => operatorConsole.pictureChoices()),
    async catalogueChoices() {
      // Through the BFF's cached calls, as the public pages read them.
      const items = async (name: "getBrand" | "getTypeByOrder" | "getCity") => (await bff.get(name, {})).items as Record<string, string>[];
      const [brands, types, towns] = await Promise.all([items("getBrand"), items("getTypeByOrder"), items("getCity")]);
      const sorted = (names: (string | undefined)[]) => [...new Set(names.filter((n): n is string => !!n))].sort((a, b) => a.localeCompare(b));
      return {
        brands: sorted(brands.map((b) => b.brandName)),
        categories: sorted(types.map((t) => t.categoryName)),
        types: sorted(types.map((t) => t.typeName)),
        towns: sorted(towns.map((t) => t.cityName)),
        states: sorted(towns.map((t) => t.stateName)),
      };
    },
    renameRecord: (entity, key, to) => outcome(async () => ({ item: (await renameRecord(env, entity, key, to)).item })),
    async deletion(entity, key) {
      const found = await outcome(() => deletionOf(env, entity, key));
      return found.ok ? found.value : null;
    },
    deleteRecord: (entity, key) => outcome(() => deleteRecord(env, entity, key)),
    // the console's pages offer no import in remote-origin mode; the rules refuse it all the same
    previewImport: (entity, file) => previewImport(env, entity, file),
    applyImport: (entity, upload, fingerprint) => applyImport(env, entity, upload, fingerprint),
    importJob: (id) => importJobStatus(db, id),
    resumeImport: (id) => resumeImportJob(env, id),
    async gallery(target) {
      const found = await outcome(() => resolveOwner(bff, target));
      if (!found.ok) return null;
      const photos = await galleryOf(db, ownerKey(found.value));
      return {
        owner: found.value,
        address: keySrc(ownerAddress(found.value)),
        photos: photos.map((p) => ({ ...p, thumb: keySrc(p.sizes.thumb ?? p.sizes.list ?? p.sizes.logo ?? "") })),
      };
    },
    addPhotos: (target, files) => outcome(async () => addPhotos(env, await resolveOwner(bff, target), files)),
    changePhoto: (target, id, change) => outcome(async () => (await changePhoto(env, await resolveOwner(bff, target), id, change), null)),
  };
  return operatorConsole;
}
