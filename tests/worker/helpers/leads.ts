import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import worker from "#worker/index";
import { ADMIN_TOKEN } from "./console";
import { fetchWorker, postApi } from "./requests";

// Leads: an enquiry body, the ledger's rows, the operator API, queue runs.

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

export function admin(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { Authorization: `Bearer ${ADMIN_TOKEN}`, ...(init.body ? { "Content-Type": "application/json" } : {}), ...(init.headers as Record<string, string>) };
  return fetchWorker(`/admin/api${path}`, { ...init, headers });
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
