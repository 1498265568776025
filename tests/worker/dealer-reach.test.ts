import { expect, test } from "vitest";
import { en, hi } from "#app/features/enquiry/messages";
import { ORIGIN, admin, fetchWorker, ledger, verifiedEnquiry, xsrfToken } from "./helpers";

// No lead goes to a dealer farther than LEAD_MAX_DEALER_KM (150 km in wrangler.toml) from the
// buyer, even one in the buyer's own state; the brand's manufacturer takes it, else the operator,
// and the buyer's result says so. The result lists each seller with its public number as a
// tap-to-call, or says it will call. docs/decisions/162.
//
// By hand (haversine, R = 6371 km), Varanasi's pincode 221001 at 25.3887° N 82.9177° E:
// - Kanpur 26.45° N 80.33° E: Δφ = 1.0613° = 0.018523 rad, Δλ = −2.5877° = −0.045164 rad;
//   sin²(Δφ/2) = 0.0000858, cos φ1 · cos φ2 = 0.90341 × 0.89533 = 0.80885, sin²(Δλ/2) = 0.00050986;
//   a = 0.0000858 + 0.80885 × 0.00050986 = 0.00049817; d = 2 × 6371 × asin(√a) = 2 × 6371 × 0.022322 = 284.4 km.
// - Lucknow 26.85° N 80.95° E: a = 0.00016261 + 0.80602 × 0.00029483 = 0.00040025; d = 254.9 km.
// - Gorakhpur 26.76° N 83.37° E: a = 0.00014320 + 0.80666 × 0.00001558 = 0.00015577; d = 159.0 km.
// All beyond 150 km: Mahindra's Uttar Pradesh dealers (Noida, Ghaziabad, Kanpur, Lucknow) and
// Jezza's (Noida, Ghaziabad, Kanpur) are each out of reach of a Varanasi buyer.

const varanasi = { tName: "", typeOfQuery: "Contact to Talk Dealer", cityName: "Varanasi", districtName: "Varanasi", stateName: "Uttar Pradesh", pincode: "221001" };
const MAKER = { tName: "Mahindra-Last-Mile-Mobility-Ltd", traderName: "Mahindra Last Mile Mobility Ltd" };
const GORAKHPUR_DEALER = { tName: "Gorakh-E-Motors", traderName: "Gorakh E-Motors" };

type Answer = { callers: { traderName: string; phone: string }[]; noDealerWithinKm?: number };

const setPublicPhone = async (tName: string, publicPhone: string) =>
  expect((await admin(`/traders/${tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone: "", publicPhone }) })).status).toBe(200);

/** The plain enquiry page's answer to a form post, as a browser without JavaScript sends it. */
async function enquiryPage(prefix: "" | "/hi", id: string, mobile: string, fields: Record<string, string>) {
  const token = await xsrfToken();
  const res = await fetchWorker(`${prefix}/enquiry?typeOfQuery=${encodeURIComponent(fields.typeOfQuery!)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: `XSRF-TOKEN=${token}`, "CF-Connecting-IP": `10.55.0.${mobile.slice(-2)}` },
    body: new URLSearchParams({ _xsrf: token, id, mobile, chkBox: "true", ...fields }),
  });
  expect(res.status).toBe(200);
  return res.text();
}

test("a Varanasi buyer's enquiry naming no dealer goes to no dealer beyond 150 km: the brand's manufacturer takes it, and the answer says so", async () => {
  await setPublicPhone(MAKER.tName, "9811166601");
  const res = await verifiedEnquiry("9822550001", { ...varanasi, brandName: "Mahindra", modelName: "Treo" });
  expect(res.status).toBe(200);
  // Kanpur's Shiv Shakti Motors (284.4 km) and Lucknow's Awadh E-Mobility (254.9 km) are beyond 150 km.
  expect((await ledger("9822550001")).map((r) => r.traderTName)).toEqual([MAKER.tName]);
  const answer = (await res.json()) as Answer;
  expect(answer.noDealerWithinKm).toBe(150);
  expect(answer.callers).toEqual([expect.objectContaining({ traderName: MAKER.traderName, phone: "9811166601" })]);
});

test("no dealer within 150 km and no manufacturer of the brand: the operator takes it and the page says our team will call, in both languages", async () => {
  const fields = { ...varanasi, brandName: "Jezza", modelName: "Classic" };
  const english = await enquiryPage("", "reach-page-0001", "9822550002", fields);
  expect(english).toContain(en.noDealerNearUs.replace("{km}", "150"));
  const hindi = await enquiryPage("/hi", "reach-page-0002", "9822550003", fields);
  expect(hindi).toContain(hi.noDealerNearUs.replace("{km}", "150"));
  // Jezza's nearest Uttar Pradesh dealer is Kanpur's, 284.4 km away: neither lead is any dealer's.
  expect((await ledger("9822550002")).map((r) => r.traderTName)).toEqual([""]);
  expect((await ledger("9822550003")).map((r) => r.traderTName)).toEqual([""]);
});

test("the result names the manufacturer that takes a lead no dealer is near enough for, with its tap-to-call in the page's language", async () => {
  await setPublicPhone(MAKER.tName, "9811166601");
  const fields = { ...varanasi, brandName: "Mahindra", modelName: "Treo" };
  const english = await enquiryPage("", "reach-page-0003", "9822550004", fields);
  expect(english).toContain(en.noDealerNearMaker.replace("{km}", "150"));
  expect(english).toContain(`href="tel:+919811166601" aria-label="${en.callNow.replace("{name}", MAKER.traderName)}"`);
  const hindi = await enquiryPage("/hi", "reach-page-0004", "9822550005", fields);
  expect(hindi).toContain(hi.noDealerNearMaker.replace("{km}", "150"));
  expect(hindi).toContain(`href="tel:+919811166601" aria-label="${hi.callNow.replace("{name}", MAKER.traderName)}"`);
});

test("a buyer near a dealer gets that dealer with its tap-to-call, and no dealer of the same state beyond 150 km", async () => {
  await setPublicPhone(GORAKHPUR_DEALER.tName, "9811166602");
  // A Gorakhpur buyer (273001) asking about Mayuri: Gorakh E-Motors in town. Mayuri's other Uttar
  // Pradesh dealers are Lucknow's Awadh E-Mobility (26.85° N 80.95° E: Δφ = 0.09°, Δλ = −2.42°;
  // a = 0.00000062 + 0.80153 × 0.00044577 = 0.00035792, d = 241.1 km) and Kanpur's Kanpur Battery
  // Vahan (26.45° N 80.33° E: Δφ = −0.31°, Δλ = −3.04°; a = 0.00000732 + 0.80013 × 0.00070345
  // = 0.00057017, d = 304.3 km): both too far.
  const fields = { tName: "", typeOfQuery: "Contact to Talk Dealer", cityName: "Gorakhpur", pincode: "273001", brandName: "Mayuri", modelName: "" };
  const res = await verifiedEnquiry("9822550006", fields);
  expect((await ledger("9822550006")).map((r) => r.traderTName)).toEqual([GORAKHPUR_DEALER.tName]);
  const answer = (await res.json()) as Answer;
  expect(answer.noDealerWithinKm).toBeUndefined();
  expect(answer.callers).toEqual([expect.objectContaining({ traderName: GORAKHPUR_DEALER.traderName, phone: "9811166602" })]);
  for (const [prefix, t, id, mobile] of [["", en, "reach-page-0005", "9822550007"], ["/hi", hi, "reach-page-0006", "9822550008"]] as const) {
    const html = await enquiryPage(prefix, id, mobile, fields);
    expect(html).toContain(t.callersTitle);
    expect(html).toContain(`href="tel:+919811166602" aria-label="${t.callNow.replace("{name}", GORAKHPUR_DEALER.traderName)}"`);
  }
});

test("a seller without a public number is listed with plain word that it will call, in both languages", async () => {
  await setPublicPhone(GORAKHPUR_DEALER.tName, "");
  const fields = { tName: "", typeOfQuery: "Contact to Talk Dealer", cityName: "Gorakhpur", pincode: "273001", brandName: "Mayuri", modelName: "" };
  for (const [prefix, t, id, mobile] of [["", en, "reach-page-0007", "9822550009"], ["/hi", hi, "reach-page-0008", "9822550010"]] as const) {
    const html = await enquiryPage(prefix, id, mobile, fields);
    expect(html).toContain(GORAKHPUR_DEALER.traderName);
    expect(html).toContain(t.callsYou);
    expect(html).not.toContain('class="enquiry-call"');
  }
});
