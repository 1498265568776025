import { expect, test } from "vitest";
import { LeadFilterSchema, filterQuery, filterRange, lastWeek } from "#app/features/console/rules/lead-filter";
import { type LeadFacts, countStates, statesOf } from "#app/features/console/rules/lead-states";
import { consoleLeadsCsv } from "#app/features/console/rules/leads-csv";
import { sampleLead } from "./lead-fixture";

// The operator's lead list by IST days, trader, city, vehicle type and state.

const facts = (extra: Partial<LeadFacts> = {}): LeadFacts => ({
  billable: false, duplicate: false, match: "matched", traderTName: "Shree-Ganesh-E-Motors", webhookState: "none", pageSeenAt: null, originState: "delivered", verifiedAt: null, deadLettered: false, ...extra,
});

test("a lead's states: billable, duplicate, unmatched, delivered to its trader, failed for good", () => {
  expect(statesOf(facts({ billable: true }))).toEqual(["billable"]);
  expect(statesOf(facts({ duplicate: true }))).toEqual(["duplicate"]);
  expect(statesOf(facts({ match: "unmatched" }))).toEqual(["unmatched"]);
  // no trader named and none routed: it reaches no seller
  expect(statesOf(facts({ traderTName: "" }))).toEqual(["unmatched"]);
  expect(statesOf(facts({ billable: true, pageSeenAt: 1 }))).toEqual(["billable", "delivered"]);
  expect(statesOf(facts({ webhookState: "delivered" }))).toEqual(["delivered"]);
  expect(statesOf(facts({ webhookState: "failed" }))).toEqual(["failed"]);
  expect(statesOf(facts({ originState: "refused" }))).toEqual(["failed"]);
  expect(statesOf(facts({ deadLettered: true }))).toEqual(["failed"]);
  expect(statesOf(facts({ webhookState: "pending" }))).toEqual([]);
  expect(statesOf(facts({ billable: true, verifiedAt: 1 }))).toEqual(["billable", "verified"]);
});

test("the counts are of leads in each state, and of all leads", () => {
  const counts = countStates([facts({ billable: true, pageSeenAt: 5 }), facts({ duplicate: true }), facts({ billable: true })]);
  expect(counts).toEqual({ all: 3, billable: 2, duplicate: 1, unmatched: 0, delivered: 1, failed: 0, verified: 0 });
});

test("a filter is IST days from–to (at most 92) and optional trader, city, vehicle type and state", () => {
  const ok = LeadFilterSchema.parse({ from: "2026-11-01", to: "2026-11-30", tName: " Shree-Ganesh-E-Motors ", city: "", typeName: "e rickshaw", state: "billable" });
  expect(ok).toEqual({ from: "2026-11-01", to: "2026-11-30", tName: "Shree-Ganesh-E-Motors", city: undefined, typeName: "e rickshaw", state: "billable" });
  expect(filterRange(ok)).toEqual({ start: Date.UTC(2026, 9, 31, 18, 30), end: Date.UTC(2026, 10, 30, 18, 30) });
  for (const bad of [
    { from: "2026-11-10", to: "2026-11-01" },
    { from: "2026-01-01", to: "2026-12-31" },
    { from: "2026-02-30", to: "2026-03-01" },
    { from: "2026-11-01", to: "2026-11-02", state: "lost" },
  ]) {
    expect(LeadFilterSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  }
});

test("the default period is the last seven IST days; a filter writes back as the CSV link's query", () => {
  expect(lastWeek(Date.UTC(2026, 10, 22, 19))).toEqual({ from: "2026-11-17", to: "2026-11-23" });
  expect(filterQuery(LeadFilterSchema.parse({ from: "2026-11-01", to: "2026-11-02", city: "Noida" }))).toBe("from=2026-11-01&to=2026-11-02&city=Noida");
});

test("the operator's CSV is UTF-8 with a byte-order mark, one row per lead with its states, times in IST", () => {
  const csv = consoleLeadsCsv([{ ...sampleLead, deadLettered: false, note: "=HYPERLINK(1)", pageSeenAt: Date.UTC(2026, 10, 23, 6) }]);
  expect(csv.startsWith("\uFEFFReceived (IST),Lead id,Name,Mobile,Verified,Enquiry,Model,Trader,tName,")).toBe(true);
  const row = csv.slice(1).split("\r\n")[1]!;
  expect(row).toContain("23-11-2026 11:00 am,lead-0000-0001,Customer,9876543210,no,Dealer,Mahindra Treo,Shree Ganesh E-Motors,Shree-Ganesh-E-Motors,Dealer,Noida,");
  expect(row).toContain(",'=HYPERLINK(1),billable delivered,yes,no,matched,delivered,pending,23-11-2026 11:30 am,");
});

test("a verified lead is marked in the operator's CSV: Verified yes and when, in IST", () => {
  const verifiedAt = Date.UTC(2026, 10, 23, 5, 40);
  const [header, row] = consoleLeadsCsv([{ ...sampleLead, deadLettered: false, verifiedAt }]).slice(1).split("\r\n");
  const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
  expect([cells.Verified, cells["Verified (IST)"]]).toEqual(["yes", "23-11-2026 11:10 am"]);
});
