import { expect, test } from "vitest";
import { kaleyraRequest } from "#app/shared/messaging/kaleyra";
import { otpSms } from "#app/features/enquiry/server/verification/otp-sms";

// The one-time code's SMS goes in the language of the page the buyer used (docs/decisions/151),
// each language under its own registered DLT template.

const TEMPLATES = { otpSms: "1107000000000000001", otpSmsHi: "1107000000000000002" };

test("the code's SMS is in the language of the page the buyer used, under that language's template", () => {
  // the templates word for word, {code} = 123456, {site} = EV Catalogue India, {minutes} = 10 (10 × 60,000 ms)
  expect(otpSms("123456", "hi", TEMPLATES, false)).toEqual({
    text: "123456 आपका OTP है, EV Catalogue India पर अपना मोबाइल नंबर पक्का करने के लिए। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।",
    templateId: "1107000000000000002",
    language: "hi",
  });
  expect(otpSms("123456", "en", TEMPLATES, false)).toEqual({
    text: "123456 is your OTP to confirm your mobile number on EV Catalogue India. It is valid for 10 minutes. Do not share it.",
    templateId: "1107000000000000001",
    language: "en",
  });
});

test("a Hindi SMS needs its own template: without one a service gets the English, the local outbox the Hindi", () => {
  const englishOnly = { otpSms: "1107000000000000001", otpSmsHi: " " };
  expect(otpSms("654321", "hi", englishOnly, false)).toMatchObject({ language: "en", templateId: "1107000000000000001" });
  expect(otpSms("654321", "hi", englishOnly, false).text).toMatch(/^654321 is your OTP/);
  expect(otpSms("654321", "hi", { otpSms: "", otpSmsHi: "" }, true)).toMatchObject({ language: "hi", templateId: "" });
});

test("a Hindi SMS goes to Kaleyra as Unicode; an English one as plain text", () => {
  const config = { baseUrl: "https://api.in.kaleyra.io", sid: "HXIN0001", apiKey: "key", sender: "EVCATL" };
  const form = (text: string) => new URLSearchParams(String(kaleyraRequest(config, { to: "+919812345678", text, templateId: "1107", kind: "otp" }).init.body));
  expect(form(otpSms("123456", "hi", TEMPLATES, false).text).get("unicode")).toBe("1");
  expect(form(otpSms("123456", "en", TEMPLATES, false).text).get("unicode")).toBeNull();
});
