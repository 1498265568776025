import { z } from "zod";
import { type TraderTerms, BASES, DEFAULT_TERMS } from "#app/features/leads/billing/statement";
import { type CatalogueTrader, findTrader } from "#app/features/leads/rules/identity";
import { webhookTestPayload } from "#app/features/leads/rules/webhook";
import { istDayStart } from "#app/shared/i18n/dates";
import type { Bff } from "#worker/bff/api";
import { ApiFailure } from "../../../shared/server/errors";
import { parseOrThrow } from "#worker/bff/validate";
import { traderNames } from "../../leads/server/catalogue";
import { sendToWebhook, webhookTarget } from "../../leads/server/webhook-delivery";
import { saveWebhook, secretHint, webhookOf } from "../../leads/server/webhooks";

// What an operator does per trader, shared by the operator API and the console: find the trader
// in the catalogue, set and test its webhook, keep its billing terms.

/** The catalogue's trader of a name (any spelling), or a 404. */
export async function traderOf(bff: Pick<Bff, "get">, wanted: string): Promise<CatalogueTrader> {
  const trader = findTrader(await traderNames(bff), wanted, "");
  if (!trader) throw new ApiFailure(404, "unknown_trader", `No dealer or manufacturer named ${wanted}`);
  return trader;
}

export const WebhookSchema = z.strictObject({
  url: z.string().trim().min(1, "Required"),
  secret: z.string().regex(/^[\x21-\x7E]{24,256}$/, "24 to 256 printable characters without spaces"),
});

/** Stores a trader's webhook; a bad address or secret is a 400 with the field's reason. */
export async function setWebhook(env: Env, trader: CatalogueTrader, input: unknown) {
  const { url, secret } = parseOrThrow(WebhookSchema, input, "webhook");
  // The rule each send applies again (webhookTarget), so what is accepted here is what is sent to.
  const verdict = webhookTarget(env, url);
  if (!verdict.ok) throw new ApiFailure(400, "invalid_request", "Invalid webhook", [{ path: "url", message: verdict.reason }]);
  await saveWebhook(env.DB, trader.tName, verdict.url, secret);
  return { tName: trader.tName, url: verdict.url, secret: secretHint(secret) };
}

export type WebhookTest = { delivered: boolean; answer: string };

/** Sends a signed test event to the trader's webhook now and says how the receiver answered. */
export async function testWebhook(env: Env, trader: CatalogueTrader): Promise<WebhookTest> {
  const hook = await webhookOf(env.DB, trader.tName);
  if (!hook) throw new ApiFailure(404, "no_webhook", `${trader.tName} has no webhook`);
  const body = JSON.stringify(webhookTestPayload(trader, Date.now()));
  const { error } = await sendToWebhook(env, hook, `test-${crypto.randomUUID()}`, body);
  return { delivered: error === "", answer: error || "2xx" };
}

export const TermsSchema = z.strictObject({
  basis: z.enum(BASES as [TraderTerms["basis"], ...TraderTerms["basis"][]]),
  freeFrom: z
    .string()
    .trim()
    .refine((d) => d === "" || istDayStart(d) !== null, "A date as YYYY-MM-DD, or empty for the day of the first lead")
    .default(""),
});

export async function termsOf(db: D1Database, tName: string): Promise<TraderTerms> {
  const row = await db.prepare("SELECT basis, freeFrom FROM trader_terms WHERE tName = ?1").bind(tName).first<TraderTerms>();
  return row ?? DEFAULT_TERMS;
}

export async function allTerms(db: D1Database): Promise<Map<string, TraderTerms>> {
  const { results } = await db.prepare("SELECT tName, basis, freeFrom FROM trader_terms").all<TraderTerms & { tName: string }>();
  return new Map(results.map(({ tName, ...terms }) => [tName, terms]));
}

export async function setTerms(db: D1Database, tName: string, input: unknown): Promise<TraderTerms> {
  const terms = parseOrThrow(TermsSchema, input, "terms");
  await db
    .prepare(
      `INSERT INTO trader_terms (tName, basis, freeFrom, updatedAt) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (tName) DO UPDATE SET basis = excluded.basis, freeFrom = excluded.freeFrom, updatedAt = excluded.updatedAt`,
    )
    .bind(tName, terms.basis, terms.freeFrom, Date.now())
    .run();
  return terms;
}
