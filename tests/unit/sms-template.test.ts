import { expect, test } from "vitest";
import * as smsTexts from "#app/shared/messaging/sms-texts";

// One way to choose an SMS's language and its DLT template id, for every text the site sends
// (app/shared/messaging/sms-texts.ts): a Hindi text needs its own registered Hindi template.

const ids = { en: "1107000000000000001", hi: "1107000000000000002" };

test("an SMS wanted in Hindi goes in Hindi with the Hindi template where one is registered", () => {
  expect(smsTexts.smsTemplate("hi", ids, false)).toEqual({ language: "hi", templateId: "1107000000000000002" });
});

test("an SMS wanted in Hindi without a registered Hindi template goes in English with the English one, so it still arrives", () => {
  expect(smsTexts.smsTemplate("hi", { en: ids.en, hi: "  " }, false)).toEqual({ language: "en", templateId: "1107000000000000001" });
});

test("the local outbox keeps a Hindi SMS even with no template registered", () => {
  expect(smsTexts.smsTemplate("hi", { en: "", hi: "" }, true)).toEqual({ language: "hi", templateId: "" });
});

test("an SMS wanted in English goes in English with the English template", () => {
  expect(smsTexts.smsTemplate("en", ids, false)).toEqual({ language: "en", templateId: "1107000000000000001" });
});

test("the money texts (invoice issued, dispute decided) are in the one SMS catalogue in both languages, with the same placeholders", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of ["invoice", "disputeAccepted", "disputeRejected"] as const) {
    expect(placeholders(smsTexts.hi[key])).toEqual(placeholders(smsTexts.en[key]));
    expect(smsTexts.hi[key]).toMatch(/[\u0900-\u097F]/);
  }
  // invoice: site, number, month, total, url (5); a dispute: site, lead, url (3)
  expect(placeholders(smsTexts.en.invoice)).toEqual(["month", "number", "site", "total", "url"]);
  expect(placeholders(smsTexts.en.disputeAccepted)).toEqual(["lead", "site", "url"]);
});
