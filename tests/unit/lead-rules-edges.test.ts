import { describe, expect, test } from "vitest";
import { readAccepted } from "#app/features/leads/rules/callers";
import { leadsCsv } from "#app/features/leads/rules/csv";
import { findTrader, resolveLeadIdentity } from "#app/features/leads/rules/identity";
import { handedOver, maskedMobile } from "#app/features/leads/rules/lead";
import { leadMessageValues } from "#app/features/leads/rules/lead-message";
import { cursorAfter, readPullQuery } from "#app/features/leads/rules/pull-query";
import { checkWebhookUrl } from "#app/features/leads/rules/webhook-url";
import { erasurePayload, webhookPayload, webhookTestPayload } from "#app/features/leads/rules/webhook";
import { sampleLead } from "./lead-fixture";

// The edges of the lead rules: what an answer names as callers, how a lead's words are cut for an
// SMS, the pull API's window, which webhook addresses are taken, how a named trader is found.

describe("who will call back", () => {
  const caller = { traderName: "Shree Ganesh E-Motors", cityName: "Noida", phone: "9876543210", traderType: "Dealer" };
  test("an answer's callers are only the entries with a name, a town, a phone and a trader type", () => {
    const callers = [
      caller,
      { ...caller, traderName: "Saarthi Motors", traderType: "Manufacturer" },
      { ...caller, traderName: 7 },
      { ...caller, cityName: null },
      { ...caller, phone: 9876543210 },
      { ...caller, traderType: "Retailer" },
      null,
    ];
    const read = readAccepted(` ${JSON.stringify({ message: "Thank you", callers })}`);
    expect(read).toEqual({ message: "Thank you", callers: [caller, { ...caller, traderName: "Saarthi Motors", traderType: "Manufacturer" }] });
  });

  test("an answer without callers names none; one that is not the site's JSON is a message of its own words", () => {
    expect(readAccepted('{"message":"Thank you"}')).toEqual({ message: "Thank you", callers: [] });
    expect(readAccepted('  {"note":"no message"}  ')).toEqual({ message: '{"note":"no message"}', callers: [] });
    expect(readAccepted("  Thanks, a dealer will call  ")).toEqual({ message: "Thanks, a dealer will call", callers: [] });
  });
});

describe("a lead's words in an SMS", () => {
  const values = (name: string) => leadMessageValues({ ...sampleLead, name }, "https://example.in/leads/x", "en").name;
  test("a name is on one line with single spaces", () => {
    expect(values("Ravi\n  Kumar")).toBe("Ravi Kumar");
  });
  test("a name of exactly 30 characters is kept whole; a longer one is cut after its last whole word within 30", () => {
    // 6 + 1 + 5 + 1 + 5 + 1 + 7 + 1 + 3 = 30 characters.
    expect(values("Ramesh Kumar Singh Chauhan Raj")).toBe("Ramesh Kumar Singh Chauhan Raj");
    // The 31st character is a space: the first 30 are whole words.
    expect(values("Ramesh Kumar Singh Chauhan Raj Verma")).toBe("Ramesh Kumar Singh Chauhan Raj");
  });
  test("a name whose last space within 30 characters is at the 16th character or before is cut at 30 characters", () => {
    // "Abcdefghijklmno" is 15 letters, its space the 16th character (index 15): not past half of 30.
    expect(values("Abcdefghijklmno Pqrstuvwxyzabcdefgh")).toBe("Abcdefghijklmno Pqrstuvwxyzabc");
    expect(values("Ab Cdefghijklmnopqrstuvwxyzabcdefgh")).toBe("Ab Cdefghijklmnopqrstuvwxyzabc");
  });
  test("an enquiry that names no model and no kind asks about a vehicle", () => {
    const lead = { ...sampleLead, catalogueBrand: "", catalogueModel: "", brandName: "", modelName: "", typeOfQuery: "" };
    expect(leadMessageValues(lead, "https://example.in/leads/x", "en").model).toBe("a vehicle");
  });
});

describe("the pull API's query", () => {
  const now = Date.UTC(2026, 11, 7, 12);
  test("a since that is no time is refused with the format it takes", () => {
    expect(readPullQuery({ since: "yesterday" }, now)).toEqual({
      ok: false,
      issues: [{ path: "since", message: "An ISO 8601 time such as 2026-11-01T00:00:00Z or 2026-11-01T05:30:00+05:30, or a date (IST)" }],
    });
  });
  test("an offset whose + became a space in the query is read as +", () => {
    // 05:30 at +05:30 is 00:00 UTC.
    const read = readPullQuery({ since: "2026-12-01T05:30:00 05:30" }, now);
    expect(read.ok && read.query.since).toBe(Date.UTC(2026, 11, 1, 0, 0));
  });
  test("an unknown parameter is an issue of the query itself", () => {
    const read = readPullQuery({ since: "2026-12-01", page: "2" }, now);
    expect(read.ok ? [] : read.issues.map((i) => i.path)).toEqual(["query"]);
  });
  test("until must come after since: the same instant is refused", () => {
    expect(readPullQuery({ since: "2026-12-01T00:00:00Z", until: "2026-12-01T00:00:00Z" }, now)).toEqual({ ok: false, issues: [{ path: "until", message: "until comes after since" }] });
  });
  test("a window longer than 92 days is refused in words", () => {
    // 1 August to 2 November (UTC midnights): 31 + 30 + 31 + 1 = 93 days.
    expect(readPullQuery({ since: "2026-08-01T00:00:00Z", until: "2026-11-02T00:00:00Z" }, now)).toEqual({ ok: false, issues: [{ path: "until", message: "A window of at most 92 days" }] });
  });
  test("the next page's cursor is the last lead's time and id", () => {
    expect(cursorAfter({ receivedAt: 1_796_688_000_000, id: "abcd1234" })).toBe("1796688000000_abcd1234");
  });
});

describe("a webhook's address", () => {
  const deployed = { localRun: false };
  test("a public https address is taken as written", () => {
    expect(checkWebhookUrl("https://hooks.dealer-crm.in/leads", deployed)).toEqual({ ok: true, url: "https://hooks.dealer-crm.in/leads" });
  });
  test("an address of 500 characters is taken, of 501 refused", () => {
    const base = "https://hooks.dealer-crm.in/"; // 8 + 19 + 1 = 28 characters
    expect(checkWebhookUrl(base + "a".repeat(472), deployed).ok).toBe(true);
    expect(checkWebhookUrl(base + "a".repeat(473), deployed)).toEqual({ ok: false, reason: "At most 500 characters" });
  });
  test("each refusal says why: no absolute URL, a user name alone, a fragment, http", () => {
    expect(checkWebhookUrl("hooks.dealer-crm.in/leads", deployed)).toEqual({ ok: false, reason: "Not an absolute URL" });
    expect(checkWebhookUrl("https://crm@hooks.dealer-crm.in/leads", deployed)).toEqual({ ok: false, reason: "No user name or password in the URL" });
    expect(checkWebhookUrl("https://hooks.dealer-crm.in/leads#new", deployed)).toEqual({ ok: false, reason: "No #fragment in the URL" });
    expect(checkWebhookUrl("http://hooks.dealer-crm.in/leads", deployed)).toEqual({ ok: false, reason: "Only https URLs are accepted" });
    expect(checkWebhookUrl("http://hooks.dealer-crm.in/leads", { localRun: true })).toEqual({ ok: false, reason: "https, or http to localhost" });
  });
});

describe("the trader and model an enquiry names", () => {
  const dealer = { tName: "Saarthi-Motors", traderName: "Saarthi Motors", traderType: "Dealer" as const };
  const maker = { tName: "Saarthi-Motors-Maker", traderName: "Saarthi Motors", traderType: "Manufacturer" as const };
  test("when a dealer and a manufacturer share a name, a question for the manufacturer goes to the manufacturer", () => {
    expect(findTrader([dealer, maker], "Saarthi Motors", "Contact Manufacturer")).toBe(maker);
    expect(findTrader([maker, dealer], "Saarthi Motors", "Dealer")).toBe(dealer);
  });
  test("a brand the catalogue does not know keeps the visitor's words in the model key, and names no trader", () => {
    const identity = resolveLeadIdentity({ brandName: "Zapx", modelName: "Glide", tName: "", typeOfQuery: "Dealer" }, { brands: ["Mahindra"], models: [], traders: [dealer] });
    expect(identity).toMatchObject({ catalogueBrand: "", modelKey: "zapx|glide", traderName: "", traderType: "", match: "unmatched" });
  });
});

describe("a seller's view of the buyer", () => {
  test("an erased lead is not handed over even when consent was never withdrawn", () => {
    expect(handedOver({ withdrawnAt: null, erasedAt: Date.UTC(2026, 11, 1) })).toBe(false);
    expect(handedOver({ withdrawnAt: null, erasedAt: null })).toBe(true);
  });
  test("a mobile masked already is the same again, and four digits or fewer are all hidden", () => {
    expect(maskedMobile("98XXXXXX10")).toBe("98XXXXXX10");
    expect(maskedMobile("12-34")).toBe("XXXX");
    expect(maskedMobile("12345")).toBe("12X45");
  });
});

describe("the leads CSV's consent and mobile", () => {
  test("a lead's sellers are listed with semicolons, a mobile that is no Indian mobile is written as stored, no notice has no consent time", () => {
    const lead = { ...sampleLead, mobile: "12345", consent: { notice: "", purposes: [], at: 0, sellers: ["A Motors", "B Motors"] } };
    const [header, row] = leadsCsv([lead]).slice(1).split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
    expect([cells["Mobile"], cells["Consent sellers"], cells["Consent (IST)"]]).toEqual(["12345", "A Motors; B Motors", ""]);
  });
});

describe("a lead's webhook events", () => {
  test("a lead erased is sent as erased, with when; an erasure without a recorded cause is the retention's; a test event names the trader and the time", () => {
    const erasedAt = Date.UTC(2026, 11, 1, 6, 30);
    expect(webhookPayload({ ...sampleLead, erasedAt, erasedBy: "buyer" }).lead).toMatchObject({ erased: true, erasedAt: "2026-12-01T06:30:00.000Z" });
    expect(webhookPayload(sampleLead).lead).toMatchObject({ erased: false, erasedAt: null });
    expect(erasurePayload({ ...sampleLead, erasedAt, erasedBy: "" }).lead.reason).toBe("retention");
    const trader = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer" as const };
    expect(webhookTestPayload(trader, erasedAt)).toEqual({ event: "webhook.test", sentAt: "2026-12-01T06:30:00.000Z", trader });
  });
});
