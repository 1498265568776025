import { formatIstDateTime } from "#app/shared/i18n/dates";
import { internationalMobile, nationalDigits } from "../../../shared/rules/phone";
import { type Lead, forSeller, leadModel } from "./lead";

// The webhook a trader may receive each billable lead on (docs/operators.md, "Webhooks"): the lead
// as JSON, signed with HMAC-SHA256 under the trader's own secret over "{timestamp}.{body}".

export const WEBHOOK_HEADERS = {
  signature: "X-Lead-Signature",
  timestamp: "X-Lead-Timestamp",
  leadId: "X-Lead-Id",
  idempotencyKey: "Idempotency-Key",
} as const;
export const WEBHOOK_EVENT = "lead.created";

export type WebhookPayload = {
  event: typeof WEBHOOK_EVENT;
  lead: {
    id: string;
    receivedAt: string;
    receivedAtIst: string;
    typeOfQuery: string;
    name: string;
    mobile: string;
    brandName: string;
    modelName: string;
    model: string;
    cityName: string;
    districtName: string;
    stateName: string;
    areaName: string;
    pincode: string;
    quantity: number;
    note: string;
    duplicate: boolean;
    billable: boolean;
    /** The visitor confirmed the mobile with a one-time code sent to it by SMS. */
    verified: boolean;
    /** When (ISO 8601), or null. */
    verifiedAt: string | null;
    /** The notice and purposes the buyer agreed to, when, and the sellers the enquiry went to (docs/decisions/152). */
    consent: { notice: string; purposes: string[]; at: string; sellers: string[] };
    /** The buyer withdrew consent (ISO 8601 when): do not contact; its details are no longer given. */
    withdrawn: boolean;
    withdrawnAt: string | null;
    /** The buyer's details were erased (ISO 8601 when): erase your copy too. */
    erased: boolean;
    erasedAt: string | null;
  };
  trader: { tName: string; traderName: string; traderType: string };
};

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The lead as its seller may see it (`forSeller`): a withdrawn lead's details are not in it. */
export function webhookPayload(sent: Lead): WebhookPayload {
  const lead = forSeller(sent);
  const digits = nationalDigits(lead.mobile);
  return {
    event: WEBHOOK_EVENT,
    lead: {
      id: lead.id,
      receivedAt: new Date(lead.receivedAt).toISOString(),
      receivedAtIst: formatIstDateTime(lead.receivedAt),
      typeOfQuery: lead.typeOfQuery,
      name: lead.name,
      mobile: digits ? internationalMobile(digits) : lead.mobile,
      brandName: lead.catalogueBrand || lead.brandName,
      modelName: lead.catalogueModel || lead.modelName,
      model: leadModel(lead),
      cityName: lead.cityName,
      districtName: lead.districtName,
      stateName: lead.stateName,
      areaName: lead.areaName,
      pincode: lead.pincode,
      quantity: lead.quantity,
      note: lead.note,
      duplicate: lead.duplicate,
      billable: lead.billable,
      verified: lead.verifiedAt !== null,
      verifiedAt: iso(lead.verifiedAt),
      consent: { notice: lead.consent.notice, purposes: lead.consent.purposes, at: new Date(lead.consent.at).toISOString(), sellers: lead.consent.sellers },
      withdrawn: lead.withdrawnAt !== null,
      withdrawnAt: iso(lead.withdrawnAt),
      erased: lead.erasedAt !== null,
      erasedAt: iso(lead.erasedAt),
    },
    trader: { tName: lead.traderTName, traderName: lead.traderName, traderType: lead.traderType },
  };
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** The X-Lead-Signature value: "sha256=" and the hex HMAC-SHA256 of "{timestamp}.{body}". */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return `sha256=${hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`)))}`;
}

/**
 * A lead's personal data was erased (docs/decisions/152): the seller should erase its own copy.
 * Signed like a lead, sent once per lead, with its own Idempotency-Key (`erasureKey`): a receiver
 * that keeps the lead's key would otherwise take it for a repeat.
 */
export const WEBHOOK_ERASED_EVENT = "lead.erased";

export type ErasurePayload = {
  event: typeof WEBHOOK_ERASED_EVENT;
  lead: { id: string; receivedAt: string; erasedAt: string; reason: "buyer" | "withdrawn" | "retention" };
  trader: WebhookPayload["trader"];
};

export const erasureKey = (leadId: string) => `${leadId}.erased`;

export function erasurePayload(lead: Lead & { erasedAt: number }): ErasurePayload {
  return {
    event: WEBHOOK_ERASED_EVENT,
    lead: {
      id: lead.id,
      receivedAt: new Date(lead.receivedAt).toISOString(),
      erasedAt: new Date(lead.erasedAt).toISOString(),
      reason: lead.erasedBy || "retention",
    },
    trader: { tName: lead.traderTName, traderName: lead.traderName, traderType: lead.traderType },
  };
}

/** The operator's "send a test" (the console, POST …/webhook/test): signed like a lead, no lead in it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export function webhookTestPayload(trader: WebhookPayload["trader"], at: number) {
  return { event: WEBHOOK_TEST_EVENT, sentAt: new Date(at).toISOString(), trader };
}
