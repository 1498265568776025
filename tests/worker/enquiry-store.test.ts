import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ENQUIRY_MESSAGES } from "#app/shared/rules/enquiry-messages";
import { postApi } from "./helpers";

// The origin's copy of each enquiry (the embedded origin's `enquiry` table, or the remote one
// behind the stub). Duplicates and billing are the lead ledger's: lead-identity.test.ts.

const lead = (mobile: string, extra: Record<string, unknown> = {}) => ({
  mobile,
  brandName: "Mahindra",
  modelName: "Treo",
  tName: "",
  pincode: "201301",
  typeOfQuery: "Model",
  ...extra,
});

async function storedLeads(mobile: string) {
  const { results } = await env.DB.prepare(
    "SELECT id FROM enquiry WHERE mobile = ? ORDER BY createdAt, rowid",
  ).bind(mobile).all<{ id: string }>();
  return results;
}

test("an enquiry is stored by addQuery and answered with a message for the visitor and who will call", async () => {
  const res = await postApi("addQuery", lead("9876500001"));
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { message: string; callers: { traderName: string }[] };
  expect(answer.message).toBe(ENQUIRY_MESSAGES.received);
  expect(Array.isArray(answer.callers)).toBe(true);
  expect(await storedLeads("9876500001")).toHaveLength(1);
});

test("an enquiry delivered twice with the same id is stored once", async () => {
  const id = "enq-0000-0000-0001";
  await postApi("addQuery", lead("9876500004", { id }));
  await postApi("addQuery", lead("9876500004", { id }));
  expect(await storedLeads("9876500004")).toHaveLength(1);
});

test("addCustomer stores the registration and answers text", async () => {
  const res = await postApi("addCustomer", { mobile: "9876500005", pincode: "201301" });
  expect(res.status).toBe(200);
  const row = await env.DB.prepare("SELECT name FROM customer WHERE mobile = ?").bind("9876500005").first<{ name: string }>();
  expect(row?.name).toBe("customer");
});

test("an enquiry with a 9 digit mobile or a 5 digit pincode is a 400 naming both fields", async () => {
  const res = await postApi("addQuery", lead("987650000", { pincode: "20130" }));
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { issues: { path: string }[] } };
  expect(body.error.issues.map((i) => i.path).sort()).toEqual(["mobile", "pincode"]);
});
