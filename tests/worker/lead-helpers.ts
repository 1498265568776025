import { env } from "cloudflare:workers";
import { fetchWorker, postApi } from "./helpers";

// Shared by the lead tests: an enquiry body, the ledger's rows, the operator API.

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

export const sendEnquiry = (mobile: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postApi("addQuery", enquiry(mobile, extra), headers);

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
};

export async function ledger(mobile: string): Promise<LedgerRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM lead WHERE mobile = ? ORDER BY receivedAt, rowid").bind(mobile).all<LedgerRow>();
  return results;
}

const ADMIN = { Authorization: "Bearer test-admin-token" };

export function admin(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { ...ADMIN, ...(init.body ? { "Content-Type": "application/json" } : {}), ...(init.headers as Record<string, string>) };
  return fetchWorker(`/admin/api${path}`, { ...init, headers });
}
