import { expect, test } from "vitest";
import { SubsidyRuleSchema } from "#app/shared/entities";
import { SUBSIDY_RULES } from "../../seed/subsidies";
import { ADMIN_TOKEN, NEW_YEAR_IST, fetchWorker, getPage, readAt, remoteMode, section } from "./helpers";

// The subsidy check (docs/decisions/117): the rules through the contract, the page's answers and
// refusals, and the price breakup's subsidy line once an operator's rule applies today.

const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const treoInDelhi = (date: string, lang = "") => `${lang}/subsidy?model=Mahindra%2FTreo&town=Delhi&date=${date}`;

test("getSubsidyRule answers every seeded rule, valid by the contract's schema", async () => {
  const res = await fetchWorker("/api/getSubsidyRule");
  expect(res.status).toBe(200);
  const rules = SubsidyRuleSchema.array().parse(await res.json());
  expect(rules.map((r) => r.ruleId).sort()).toEqual(SUBSIDY_RULES.map((r) => r.ruleId).sort());
});

test("a model in a Delhi town on two dates: open schemes with their amounts, then closed and not known", async () => {
  const before = await getPage(treoInDelhi("2025-06-01"));
  expect(before.status).toBe(200);
  expect(before.headers.get("Cache-Control")).toBe("private, no-store");
  expect(before.text).toContain("Subsidy on this date: ₹48,425");
  expect(before.text).toContain("₹2,500 per kWh × 7.37 kWh, at most ₹25,000");
  expect(before.text).toContain("You get: ₹18,425");
  expect(before.text).toContain("You get: ₹30,000");
  const after = await getPage(treoInDelhi("2026-06-01"));
  expect(after.text).toContain("No subsidy for this model on this date.");
  expect(after.text).toContain("Closed on this date");
  expect(after.text).toContain("Not known after 31 Mar 2026");
  const hindi = await getPage(treoInDelhi("2026-06-01", "/hi"));
  expect(hindi.text).toContain("31 मार्च 2026 के बाद का पता नहीं");
});

test("a bad date or words that name no town are a message on the form; an unknown model is the 404 page, never a 500", async () => {
  const bad = await getPage(treoInDelhi("2025-02-30"));
  expect(bad.status).toBe(400);
  expect(bad.text).toContain("That date could not be read.");
  const atlantis = await getPage("/subsidy?model=Mahindra%2FTreo&town=Atlantis");
  expect(atlantis.status).toBe(400);
  expect(atlantis.text).toContain("We could not find a town called “Atlantis”.");
  expect(atlantis.html).toContain('value="Atlantis"');
  for (const path of ["/subsidy?model=Nobody%2FNothing&town=Delhi&date=2025-06-01", "/subsidy?model=Treo&town=Delhi"]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
  const form = await getPage("/subsidy?type=electric+auto+rickshaw");
  expect(form.status).toBe(200);
  expect(form.html).toContain('value="Mahindra/Treo"');
});

test("the subsidy form lists one type's most popular page of models, and the asked model's type when a model is asked", async () => {
  const options = (html: string) => [...section(html, "subsidy-form").matchAll(/<option value="([^"]+\/[^"]+)"/g)].map((m) => m[1]!);
  const first = await getPage("/subsidy");
  const rickshaws = options(first.html);
  expect(rickshaws).toContain("Mahindra/e-Alfa-Mini");
  expect(rickshaws).not.toContain("Mahindra/Treo");
  expect(rickshaws.length).toBeLessThanOrEqual(50);
  const asked = await getPage("/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01");
  expect(options(asked.html)).toContain("Mahindra/Treo");
  expect(options(asked.html)).not.toContain("Mahindra/e-Alfa-Mini");
  // the type form keeps the town and the date
  expect(section(asked.html, "subsidy-type-form")).toContain('name="town" value="Delhi"');
});

test("the subsidy check's town is typed in any case or in Hindi, and the form suggests towns from one page", async () => {
  const typed = await getPage("/subsidy?model=Mahindra%2FTreo&town=dElHi&date=2025-06-01");
  expect(typed.status).toBe(200);
  expect(typed.text).toContain("Subsidy on this date: ₹48,425");
  const hindi = await getPage(`/hi/subsidy?model=Mahindra%2FTreo&town=${encodeURIComponent("दिल्ली")}&date=2025-06-01`);
  expect(hindi.status).toBe(200);
  const form = await getPage("/subsidy");
  const suggested = [...section(form.html, "subsidy-form").matchAll(/<option value="([^"]*)"><\/option>|<option value="([^"]*)"\/>/g)];
  expect(suggested.length).toBeGreaterThan(0);
  expect(suggested.length).toBeLessThanOrEqual(50);
});

test.skipIf(remoteMode())("a rule an operator imports shows in the model's price breakup with its source, and on the check", async () => {
  const csv = [
    "ruleId,scheme,level,stateName,segment,perKwh,cap,maxExFactory,battery,validFrom,validTo,afterEnd,source,sourceDate,note",
    "up-test-l5,UP test incentive,state,Uttar Pradesh,l5,0,12000,0,advanced,2026-01-01,,unknown,Test notification of the UP transport department,2026-11,",
  ].join("\n");
  const res = await fetchWorker("/admin/api/catalogue/subsidies", { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: csv });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ added: [{ key: "up-test-l5" }], rejected: [] });
  // the breakup says today's subsidy: read on the rule's first IST day (in force from 1 January 2026, no end), while UTC is still in 2025
  const page = await readAt(NEW_YEAR_IST, () => getPage("/brand/Mahindra/Treo/Price-In-Noida"));
  expect(page.status).toBe(200);
  expect(page.text).toContain("Subsidy: UP test incentive");
  expect(page.text).toContain("Source: Test notification of the UP transport department (Nov 2026)");
  expect(page.html).toContain("-₹12,000");
  expect(page.text).toContain("Check the subsidy on another date");
  expect(page.html).toContain('href="/subsidy?model=Mahindra%2FTreo&amp;town=Noida"');
  const check = await getPage("/subsidy?model=Mahindra%2FTreo&town=Noida&date=2026-11-26");
  expect(check.text).toContain("Subsidy on this date: ₹12,000");
});

test.skipIf(remoteMode())("a rule with a bad date or segment is rejected with its row", async () => {
  const csv = "ruleId,scheme,level,segment,validFrom,source,sourceDate\nbad-1,X,central,l4,2026-01-01,S,2026-01\nbad-2,X,central,l3,1 Jan 2026,S,2026-01\n";
  const res = await fetchWorker("/admin/api/catalogue/subsidies?dryRun=1", { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: csv });
  const report = (await res.json()) as { rejected: { row: number; reason: string }[] };
  expect(report.rejected.map((r) => r.row)).toEqual([2, 3]);
  expect(report.rejected[0]!.reason).toMatch(/segment/);
  expect(report.rejected[1]!.reason).toMatch(/validFrom/);
});
