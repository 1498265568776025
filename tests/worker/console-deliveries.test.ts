import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import type { Delivery } from "#worker/bff/enquiry-queue";
import { recordDeadLetter } from "#app/features/leads/server/dead-letters";
import { admin, bodyText, browse, holdQueue, ledger, postForm, runQueue, section, sendEnquiry, sentBodies, signIn } from "./helpers";

// Deliveries that reached the dead letters are listed with their last error
// and sent again one by one or all at once; a retried lead is still stored once.

afterEach(() => vi.restoreAllMocks());

/** A lead the origin took, and a dead letter of the same enquiry (as if a copy had failed for good). */
async function deadLetterOf(mobile: string, lastError: string) {
  expect((await sendEnquiry(mobile)).status).toBe(200);
  const [lead] = await ledger(mobile);
  const { results } = await env.DB.prepare("SELECT * FROM enquiry WHERE id = ?1").bind(lead!.id).all<Record<string, string>>();
  expect(results).toHaveLength(1);
  // The enquiry as it was queued: with the district and state the pincode directory filled in.
  const { districtName, stateName } = results[0]!;
  const body = { id: lead!.id, mobile, name: "Customer", brandName: "Mahindra", modelName: "Treo", tName: "Shree-Ganesh-E-Motors", pincode: "201301", cityName: "Noida", districtName, stateName, typeOfQuery: "Dealer" };
  const delivery = { name: "addQuery", body, receivedAt: lead!.receivedAt };
  await recordDeadLetter(env.DB, { channel: "origin", leadId: lead!.id, call: "addQuery", message: delivery, lastError, attempts: 9 });
  return lead!.id;
}

const storedCopies = async (id: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM enquiry WHERE id = ?1").bind(id).first<{ n: number }>("n")) ?? 0;

test("the console lists failed deliveries with their last error", async () => {
  await deadLetterOf("9877700001", "origin refused it: 503");
  const b = await signIn();
  const html = await (await browse(b, "/admin/deliveries")).text();
  const list = bodyText(section(html, "dead-letters"));
  expect(list).toContain("Enquiry to the origin");
  expect(list).toContain("Last error origin refused it: 503");
  expect(list).toContain("Attempts 9");
});

test("a failed delivery retried from the console goes back on its queue, and the lead is still stored once", async () => {
  const id = await deadLetterOf("9877700002", "origin timed out");
  const letter = await env.DB.prepare("SELECT id FROM dead_letter WHERE leadId = ?1").bind(id).first<{ id: number }>();
  const queue = holdQueue(env.ENQUIRY_QUEUE);
  const b = await signIn();
  const res = await postForm(b, "/admin/deliveries", { id: String(letter!.id) });
  expect(res.status).toBe(200);
  expect(bodyText(await res.text())).toContain(`Delivery ${letter!.id} sent again.`);
  const sent = sentBodies<Delivery>(queue);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.id).toBe(id);
  await runQueue("enquiry-delivery", sent.map((body) => ({ body })));
  await runQueue("enquiry-delivery", sent.map((body) => ({ body }))); // and a second copy
  expect(await ledger("9877700002")).toHaveLength(1);
  expect(await storedCopies(id)).toBe(1);
  // a second retry of the same dead letter is refused: it was sent again already
  expect((await postForm(b, "/admin/deliveries", { id: String(letter!.id) })).status).toBe(409);
});

test("retry all sends every open failed delivery again, each lead still stored once", async () => {
  const ids = [await deadLetterOf("9877700003", "HTTP 500"), await deadLetterOf("9877700004", "HTTP 502")];
  const queue = holdQueue(env.ENQUIRY_QUEUE);
  const res = await admin("/dead-letters/retry", { method: "POST" });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { retried: number[] }).retried.length).toBeGreaterThanOrEqual(2);
  const sent = sentBodies<Delivery>(queue).filter((d) => ids.includes(String(d.body.id)));
  expect(sent.map((d) => d.body.id).sort()).toEqual([...ids].sort());
  await runQueue("enquiry-delivery", sent.map((body) => ({ body })));
  for (const id of ids) expect(await storedCopies(id)).toBe(1);
  expect(await (await admin("/dead-letters")).json()).toEqual([]);
});
