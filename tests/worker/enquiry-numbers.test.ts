import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import { hi } from "#app/features/enquiry/messages";
import { directorySql } from "#worker/origin/pincode-directory";
import { DEALER, ORIGIN, enquiry, expectLogged, fetchWorker, ledger, postApi, xsrfToken } from "./helpers";

// Numbers as people write them, on the enquiry path (the BFF's submit, the no-JavaScript form):
// one rule for a mobile (app/shared/rules/mobile.ts), and the pincode checked against the pincode
// directory, which fills the place the visitor left empty (worker/bff/places.ts). Both origin modes.

type ErrorBody = { error: { code: string; issues: { path: string; message: string }[] } };

async function stored(mobile: string) {
  const { results } = await env.DB.prepare("SELECT mobile, pincode, cityName, districtName, stateName FROM enquiry WHERE mobile = ? ORDER BY createdAt, rowid")
    .bind(mobile).all();
  return results;
}

let ip = 0;
async function submitForm(fields: Record<string, string>, page = "/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo") {
  const token = await xsrfToken();
  ip += 1;
  return fetchWorker(page, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: ORIGIN,
      Cookie: `XSRF-TOKEN=${token}`,
      "CF-Connecting-IP": `10.30.${ip}.7`,
    },
    body: new URLSearchParams({ _xsrf: token, id: `form-${ip}-${fields.mobile}`, typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo", ...fields }),
  });
}

test("+91 98765 43210, 098765-43210 and Devanagari digits are one mobile", async () => {
  const spellings = ["+91 98775 00001", "098775-00001", "९८७७५ ०००० १", "９８７７５００００１"];
  for (const [i, mobile] of spellings.entries()) {
    const res = await postApi("addQuery", enquiry(mobile, { id: `one-mobile-${i}` }));
    expect(res.status, mobile).toBe(200);
  }
  expect((await stored("9877500001")).map((row) => row.mobile)).toEqual(Array(4).fill("9877500001"));
  // One mobile to the ledger as well: the same buyer asking the same dealer again is a duplicate.
  const leads = await ledger("9877500001");
  expect(leads.map((lead) => [lead.traderTName, lead.duplicate])).toEqual([[DEALER.tName, 0], [DEALER.tName, 1], [DEALER.tName, 1], [DEALER.tName, 1]]);
});

test("a number that cannot be an Indian mobile is refused with a plain message", async () => {
  for (const mobile of ["6000000000", "9999999999"]) {
    const res = await postApi("addQuery", enquiry(mobile));
    expect(res.status, mobile).toBe(400);
    expect(((await res.json()) as ErrorBody).error.issues, mobile).toEqual([{ path: "mobile", message: M.mobileNotReal, messageKey: "mobileNotReal" }]);
    expect(await stored(mobile), mobile).toEqual([]);
  }
  const page = await submitForm({ mobile: "60000 00000", pincode: "201301" });
  expect(page.status).toBe(400);
  const html = await page.text();
  expect(html).toContain(M.mobileNotReal);
  expect(html).toContain('value="60000 00000"');
});

test("a pincode not in the directory is refused: 999999", async () => {
  const res = await postApi("addQuery", enquiry("9877500002", { pincode: "999999" }));
  expect(res.status).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("invalid_request");
  expect(body.error.issues).toEqual([{ path: "pincode", message: M.pincodeUnknown, messageKey: "pincodeUnknown" }]);
  expect(await stored("9877500002")).toEqual([]);
  expect(await ledger("9877500002")).toEqual([]);
  // The registration carries the pincode too, and is refused the same way.
  const customer = await postApi("addCustomer", { mobile: "9877500002", pincode: "999 999" });
  expect(customer.status).toBe(400);
  expect(((await customer.json()) as ErrorBody).error.issues).toEqual([{ path: "pincode", message: M.pincodeUnknown, messageKey: "pincodeUnknown" }]);
});

test("on the enquiry page a pincode not in the directory is shown beside the field, in the page's language", async () => {
  const res = await submitForm({ mobile: "9877500003", pincode: "999999" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain(M.pincodeUnknown);
  expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  expect(html).toMatch(/<input(?=[^>]*name="pincode")[^>]*aria-invalid="true"/);
  const hindi = await submitForm({ mobile: "9877500003", pincode: "999999" }, "/hi/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo");
  expect(await hindi.text()).toContain(hi.answers.pincodeUnknown);
  expect(await stored("9877500003")).toEqual([]);
});

test("an empty city, district and state are filled from the pincode", async () => {
  const res = await postApi("addQuery", enquiry("9877500004", { pincode: "226001", cityName: "", tName: "" }));
  expect(res.status).toBe(200);
  const place = { cityName: "Lucknow", districtName: "Lucknow", stateName: "Uttar Pradesh" };
  expect(await stored("9877500004")).toEqual([{ mobile: "9877500004", pincode: "226001", ...place }]);
  const [lead] = await env.DB.prepare("SELECT cityName, districtName, stateName FROM lead WHERE mobile = ?").bind("9877500004").all().then((r) => r.results);
  expect(lead).toEqual(place);
});

test("a town the visitor gave is kept; only the empty names are filled", async () => {
  const res = await postApi("addQuery", enquiry("9877500005", { pincode: "२०१३०१", cityName: "Noida" }));
  expect(res.status).toBe(200);
  expect(await stored("9877500005")).toEqual([
    { mobile: "9877500005", pincode: "201301", cityName: "Noida", districtName: "Gautam Buddha Nagar", stateName: "Uttar Pradesh" },
  ]);
});

test("a detected location's pincode is not the visitor's to fix: taken even when the directory lacks it", async () => {
  const detected = { google: true, lat: 26.85, lng: 80.95, cityName: "Lucknow" };
  const res = await postApi("addQuery", enquiry("9877500006", { ...detected, pincode: "999999" }));
  expect(res.status).toBe(200);
  expect(await stored("9877500006")).toHaveLength(1);
});

test("a deployment that never loaded the directory takes any well-formed pincode and logs a warning", async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM pincode"), env.DB.prepare("DELETE FROM pincode_source")]);
  try {
    // 226010 has not been looked up in this file, so no isolate keeps an answer for it.
    const res = await postApi("addQuery", enquiry("9877500007", { pincode: "226010", cityName: "" }));
    expect(res.status).toBe(200);
    expect(await stored("9877500007")).toEqual([{ mobile: "9877500007", pincode: "226010", cityName: "", districtName: "", stateName: "" }]);
    expectLogged("warn", /pincode taken unchecked: 226010 the pincode directory is empty/);
  } finally {
    await env.DB.batch(directorySql(env.TEST_PINCODES, "test").map((sql) => env.DB.prepare(sql)));
  }
});

test("the About page names the pincode data's sources and licences, in both languages", async () => {
  for (const path of ["/About-Us", "/hi/About-Us"]) {
    const html = await (await fetchWorker(path)).text();
    for (const needed of ["GeoNames", "https://creativecommons.org/licenses/by/4.0/", "Government Open Data License – India", "data.gov.in"]) {
      expect(html, `${path}: ${needed}`).toContain(needed);
    }
  }
});
