import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { DUPLICATE_WINDOW_MS, EnquirySchema } from "#app/domain/enquiry";
import { originPost } from "#worker/origin";
import { postApi } from "./helpers";

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
    "SELECT id, duplicate FROM enquiry WHERE mobile = ? ORDER BY createdAt, rowid",
  ).bind(mobile).all<{ id: string; duplicate: number }>();
  return results;
}

test("an enquiry is stored by addQuery and answered with a message for the visitor", async () => {
  const res = await postApi("addQuery", lead("9876500001"));
  expect(res.status).toBe(200);
  expect(await res.text()).toMatch(/enquiry/i);
  expect(await storedLeads("9876500001")).toHaveLength(1);
});

test("the same mobile, model, trader and typeOfQuery within 30 days is stored but marked duplicate", async () => {
  await postApi("addQuery", lead("9876500002"));
  await postApi("addQuery", lead("9876500002"));
  await postApi("addQuery", lead("9876500002", { typeOfQuery: "Contact For Finance" }));
  const rows = await storedLeads("9876500002");
  expect(rows.map((r) => r.duplicate)).toEqual([0, 1, 0]);
});

test("after 30 days the same enquiry is a new billable lead", async () => {
  const body = EnquirySchema.parse(lead("9876500003"));
  const start = Date.UTC(2026, 0, 1);
  await originPost.addQuery(env.DB, body, start);
  await originPost.addQuery(env.DB, { ...body, id: undefined }, start + DUPLICATE_WINDOW_MS - 1);
  await originPost.addQuery(env.DB, { ...body, id: undefined }, start + DUPLICATE_WINDOW_MS + 1);
  expect((await storedLeads("9876500003")).map((r) => r.duplicate)).toEqual([0, 1, 0]);
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
