import { PHONE_PREFIX } from "../phone";
import { formatIstDateTime, nationalDigits } from "../rules/format";
import { type Lead, leadModel } from "./lead";

// The webhook a trader may receive each billable lead on (README "Webhooks"): the lead as JSON,
// signed with HMAC-SHA256 under the trader's own secret over "{timestamp}.{body}".

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
  };
  trader: { tName: string; traderName: string; traderType: string };
};

export function webhookPayload(lead: Lead): WebhookPayload {
  const digits = nationalDigits(lead.mobile);
  return {
    event: WEBHOOK_EVENT,
    lead: {
      id: lead.id,
      receivedAt: new Date(lead.receivedAt).toISOString(),
      receivedAtIst: formatIstDateTime(lead.receivedAt),
      typeOfQuery: lead.typeOfQuery,
      name: lead.name,
      mobile: digits ? `${PHONE_PREFIX}${digits}` : lead.mobile,
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
      verifiedAt: lead.verifiedAt === null ? null : new Date(lead.verifiedAt).toISOString(),
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

/** The operator's "send a test" (the console, POST …/webhook/test): signed like a lead, no lead in it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export function webhookTestPayload(trader: WebhookPayload["trader"], at: number) {
  return { event: WEBHOOK_TEST_EVENT, sentAt: new Date(at).toISOString(), trader };
}
