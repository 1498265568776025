import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { DUPLICATE_WINDOW_MS, EnquirySchema } from "#app/shared/enquiry";
import { resolveLeadIdentity } from "#app/features/leads/rules/identity";
import { recordLeads } from "#app/features/leads/server/ledger";
import { markVerified } from "#app/features/leads/server/verification";
import { DEALER, confirmMobile, enquiry, ledger, sendEnquiry, verifiedEnquiry } from "./helpers";

// Identity. In both origin modes the catalogue is read through the BFF's
// cached GET calls (embedded D1, or the remote origin behind the stub).

test("an enquiry's model and trader are resolved against the catalogue", async () => {
  const res = await verifiedEnquiry("9811100001", { modelName: "treo", brandName: "MAHINDRA", tName: "shree ganesh e motors" });
  expect(res.status).toBe(200);
  expect(await ledger("9811100001")).toMatchObject([
    { traderTName: DEALER.tName, catalogueModel: "Treo", match: "matched", duplicate: 0, billable: 1, originState: "delivered" },
  ]);
});

test("the duplicate rule runs on the resolved identity: no spelling of the same model and dealer is billable twice", async () => {
  const mobile = "9811100002";
  const spellings = [
    {},
    { modelName: "Tr\u200Beo" }, // zero-width space
    { tName: "Shree-Ganesh-Е-Motors" }, // Cyrillic Е
    { modelName: "Ｔｒｅｏ" }, // fullwidth
    { modelName: "Treo." }, // trailing dot
    { tName: "Shree  Ganesh E-Motors" }, // doubled space, display form
    { tName: "Shree Ganesh E Motors" }, // the display form of the slug
  ];
  for (const spelling of spellings) expect((await sendEnquiry(mobile, spelling)).status).toBe(200);
  await confirmMobile(mobile);
  const rows = await ledger(mobile);
  expect(rows.map((r) => [r.duplicate, r.billable])).toEqual([[0, 1], ...spellings.slice(1).map(() => [1, 0])]);
  expect(new Set(rows.map((r) => r.traderTName))).toEqual(new Set([DEALER.tName]));
});

test("another model or dealer is a new lead; the same ask under another kind of enquiry is not", async () => {
  const mobile = "9811100003";
  await sendEnquiry(mobile);
  await sendEnquiry(mobile, { modelName: "Treo Zor" });
  await sendEnquiry(mobile, { tName: "Aravali-E-Vehicles" });
  await sendEnquiry(mobile, { typeOfQuery: "Contact For Finance" });
  expect((await ledger(mobile)).map((r) => r.duplicate)).toEqual([0, 0, 0, 1]);
});

test("an enquiry naming a model or trader the catalogue does not know is stored as unmatched and not billable", async () => {
  await sendEnquiry("9811100004", { modelName: "Treo Ultra" });
  await sendEnquiry("9811100005", { tName: "Nowhere-Motors" });
  await sendEnquiry("9811100006", { brandName: "Mahindraa" });
  for (const mobile of ["9811100004", "9811100005", "9811100006"]) {
    expect(await ledger(mobile), mobile).toMatchObject([{ match: "unmatched", billable: 0, duplicate: 0 }]);
  }
});

test("an unmatched enquiry repeated in another spelling is still a duplicate", async () => {
  await sendEnquiry("9811100007", { modelName: "Treo Ultra" });
  await sendEnquiry("9811100007", { modelName: "TREO  ultra." });
  expect((await ledger("9811100007")).map((r) => r.duplicate)).toEqual([0, 1]);
});

test("a general contact is the operator's: stored, not billable; a dealership application is the brand's manufacturer's", async () => {
  await sendEnquiry("9811100008", { typeOfQuery: "Contact", brandName: "", modelName: "", tName: "" });
  await sendEnquiry("9811100009", { typeOfQuery: "Dealership", tName: "" });
  expect(await ledger("9811100008")).toMatchObject([{ traderTName: "", match: "matched", billable: 0, routedBy: "operator" }]);
  expect(await ledger("9811100009")).toMatchObject([{ traderTName: "Mahindra-Last-Mile-Mobility-Ltd", catalogueModel: "Treo", routedBy: "manufacturer" }]);
});

test("a manufacturer enquiry resolves to the manufacturer by its display name", async () => {
  await verifiedEnquiry("9811100010", { typeOfQuery: "Manufacturer Inquiry", tName: "Mahindra Last Mile Mobility Ltd.", modelName: "" });
  expect(await ledger("9811100010")).toMatchObject([{ traderTName: "Mahindra-Last-Mile-Mobility-Ltd", billable: 1 }]);
});

test("after 30 days the same enquiry, verified, is a new billable lead", async () => {
  const identity = resolveLeadIdentity(enquiry("9811100011"), {
    brands: ["Mahindra"], models: ["Treo"], traders: [{ ...DEALER, traderType: "Dealer" }],
  });
  const body = (id: string) => ({ ...EnquirySchema.parse(enquiry("9811100011")), id });
  const start = Date.UTC(2026, 0, 1);
  const copies = [{ identity, routedBy: "named" as const }];
  for (const [id, at] of [["window-0001", start], ["window-0002", start + DUPLICATE_WINDOW_MS - 1], ["window-0003", start + DUPLICATE_WINDOW_MS + 1]] as const) {
    await recordLeads(env, body(id), at, copies);
    await markVerified(env, "9811100011", at + 60_000);
  }
  expect((await ledger("9811100011")).map((r) => [r.duplicate, r.billable])).toEqual([[0, 1], [1, 0], [0, 1]]);
});

test("two copies of an enquiry arriving together are one billable lead", async () => {
  const answers = await Promise.all([sendEnquiry("9811100012"), sendEnquiry("9811100012")]);
  expect(answers.map((r) => r.status)).toEqual([200, 200]);
  await confirmMobile("9811100012");
  expect((await ledger("9811100012")).map((r) => r.billable).sort()).toEqual([0, 1]);
});
