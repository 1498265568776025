import { ENQUIRY_MESSAGES as M, type EnquiryMessageKey } from "#app/shared/rules/enquiry-messages";
import type { Lead } from "#app/features/leads/rules/lead";
import { refusal } from "../../../shared/server/errors";
import { type EnquiryBff, type PostAnswer, originHeaders, queueDelivery } from "#worker/bff/enquiry-queue";
import type { Caller, EnquiryAccepted } from "#app/features/leads/rules/callers";
import { resolveIdentity, traderNames } from "./catalogue";
import { type AcceptedEnquiry, type Recorded, isRecorded, recordLeads, setOriginState } from "./ledger";
import { firstDealersOf, maxDealerKmOf, offeredOnWhenUncalled, passedOverDealers } from "#app/features/leads/rules/routing";
import { responseMinutesOf } from "#app/features/leads/rules/business-hours";
import { leadCopies } from "./routing";
import { publicContacts } from "./trader-contact";

// An enquiry's way in: resolved against the catalogue and recorded in the
// ledger, and passed on to the origin. The trader's channels hear of a lead once it is billable,
// after the visitor verifies the number (app/features/leads/server/billable.ts). Nothing is lost: when the
// catalogue, the ledger or the origin cannot take it now, it goes on the queue and the visitor is
// told it was received (202); the consumer runs the same steps later with the same receivedAt.
// A reused id with other content is refused (409) and stores nothing.

type Accepting = { xsrf?: string; receivedAt: number };

const received = (status = 202): PostAnswer => ({ status, text: M.received, messageKey: "received" });
/**
 * An accepted enquiry's answer: the message and who will call (app/features/leads/rules/callers.ts); the
 * message's key beside it where it is the site's own (an outside origin's text has none).
 */
const accepted = (status: number, message: string, callers: Callers, messageKey?: EnquiryMessageKey): PostAnswer => ({
  status,
  json: { message, ...(messageKey ? { messageKey } : {}), ...callers } satisfies EnquiryAccepted,
});

export async function acceptLead(env: Env, bff: EnquiryBff, body: AcceptedEnquiry, how: Accepting): Promise<PostAnswer> {
  let recorded: Recorded;
  try {
    recorded = await recordResolved(env, bff, body, how.receivedAt);
  } catch (error) {
    console.warn("lead not recorded now; queued", body.id, String(error));
    await queueDelivery(env, { name: "addQuery", body, xsrf: how.xsrf, receivedAt: how.receivedAt });
    return received();
  }
  if (recorded.outcome === "conflict") throw refusal(409, "enquiry_id_reused", "idReused");
  // A replay of an enquiry the buyer withdrew or erased since: answered as received, sent nowhere.
  if (recorded.outcome === "withdrawn") return accepted(200, M.received, { callers: [] }, "received");
  const { leads } = recorded;
  const callers = await callersOf(env, bff, leads);
  // No dealer within reach: the buyer is told why the manufacturer or the site's team calls instead.
  if (leads.some(passedOverDealers)) callers.noDealerWithinKm = maxDealerKmOf(env);
  // Dealers found by nearness: the buyer is told the next nearest is given it when none calls in time.
  if (callers.callers.length > 0 && offeredOnWhenUncalled(leads)) callers.nextDealerAfterMinutes = responseMinutesOf(env);
  // The copies share the origin's answer: the first one's state stands for the enquiry.
  const lead = leads[0]!;
  // A replay of a lead the origin has (or the queue will deliver) is answered as the first was.
  if (lead.originState === "delivered" || lead.originState === "queued") return accepted(200, M.received, callers, "received");
  let answer: PostAnswer;
  try {
    answer = await bff.origin.post("addQuery", body, originHeaders(body, how.xsrf), how.receivedAt);
  } catch (error) {
    console.warn("origin failed; lead queued for delivery", body.id, String(error));
    await queueDelivery(env, { name: "addQuery", body, xsrf: how.xsrf, receivedAt: how.receivedAt });
    await noteOrigin(env, leads, "queued");
    return accepted(202, M.received, callers, "received");
  }
  if (answer.status >= 400) {
    // The origin's final refusal of this lead: the visitor reads its answer, nobody is billed.
    await noteOrigin(env, leads, "refused");
    return answer;
  }
  await noteOrigin(env, leads, "delivered");
  return answer.text === undefined ? accepted(answer.status, M.received, callers, "received") : accepted(answer.status, answer.text, callers, answer.messageKey);
}

type Callers = Pick<EnquiryAccepted, "callers" | "noDealerWithinKm" | "nextDealerAfterMinutes">;

/**
 * The traders who will call: name, town and public number of each trader the enquiry went to.
 * Towns come from the cached catalogue and numbers from the traders' contacts; whichever cannot be
 * read now is left out, never the names.
 */
async function callersOf(env: Env, bff: EnquiryBff, leads: readonly Lead[]): Promise<Callers> {
  const traders = leads.filter((lead) => lead.traderTName && lead.traderType);
  if (traders.length === 0) return { callers: [] };
  const [catalogue, phones] = await Promise.all([
    traderNames(bff).catch(() => []),
    publicContacts(env.DB, traders.map((lead) => lead.traderTName)).catch(() => new Map<string, string>()),
  ]);
  const towns = new Map(catalogue.map((t) => [t.tName, t.cityName]));
  return {
    callers: traders.map((lead) => ({
      traderName: lead.traderName,
      traderType: lead.traderType as Caller["traderType"],
      cityName: towns.get(lead.traderTName) ?? "",
      phone: phones.get(lead.traderTName) ?? "",
    })),
  };
}

/**
 * Resolves the enquiry against the catalogue, routes it when it names no trader, and records a
 * lead for each trader it goes to (throws when the catalogue or the ledger is unavailable). A
 * replay finds its copies as first stored, however the catalogue changed since.
 */
export async function recordResolved(env: Env, bff: EnquiryBff, body: AcceptedEnquiry, receivedAt: number): Promise<Recorded> {
  if (await isRecorded(env.DB, body.id)) return recordLeads(env, body, receivedAt, []);
  const identity = await resolveIdentity(bff, body);
  const reach = { maxKm: maxDealerKmOf(env), firstDealers: firstDealersOf(env) };
  return recordLeads(env, body, receivedAt, await leadCopies(env.DB, bff, body, identity, reach));
}

/** The ledger's note of the origin's answer; the leads are stored whatever happens to the note. */
async function noteOrigin(env: Env, leads: readonly Lead[], state: "delivered" | "queued" | "refused") {
  for (const { id } of leads) {
    await setOriginState(env.DB, id, state).catch((error: unknown) => console.warn("origin state not noted", id, state, String(error)));
  }
}
