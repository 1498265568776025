import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { providersFor } from "#app/shared/messaging/providers";
import { admin, bodyText, browse, browser, fetchWorker, postApi, section, sendEnquiry, signIn } from "./helpers";

// The local provider (docs/decisions/109): with no SMS or WhatsApp service configured, messages
// are kept in D1 and shown at /admin/outbox and GET /admin/api/outbox, for `npm start` users and
// the browser tests to read a code from.

test("the local provider keeps the message for /admin/outbox", async () => {
  await sendEnquiry("9822200001");
  expect((await postApi("sendOtp", { mobile: "9822200001" })).status).toBe(200);
  const b = await signIn();
  const html = await (await browse(b, "/admin/outbox?to=9822200001")).text();
  expect(bodyText(section(html, "message-routes"))).toContain("SMS: kept here, not sent (no SMS service is configured)");
  const [item, ...more] = section(html, "outbox").split('data-testid="outbox-message"').slice(1).map(bodyText);
  expect(more).toEqual([]);
  expect(item).toMatch(/SMS to \+91 98222 00001 \d{2}-\d{2}-\d{4} .* Kind One-time code Text \d{6} is your OTP to confirm your mobile number on EV Catalogue India\./);
});

test("the outbox lists a WhatsApp template message with its values, newest first", async () => {
  const { whatsapp, names } = providersFor(env);
  expect(names).toEqual({ sms: "local", whatsapp: "local" });
  await whatsapp.sendTemplate({ to: "+919822200002", template: "new_lead", language: "hi", params: ["Mahindra Treo", "Noida"] });
  const b = await signIn();
  const html = await (await browse(b, "/admin/outbox")).text();
  const first = bodyText(section(html, "outbox").split('data-testid="outbox-message"')[1]!);
  expect(first).toMatch(/WhatsApp to \+91 98222 00002 .* Template new_lead Values Mahindra Treo · Noida/);
  expect(first).toContain("Kind Message");
});

test("the outbox is the operator's: signed out the page sends to sign in and the API answers 401", async () => {
  const page = await browse(await browser(), "/admin/outbox");
  expect(page.status).toBe(302);
  expect(page.headers.get("Location")).toBe("/admin?next=%2Fadmin%2Foutbox");
  expect((await fetchWorker("/admin/api/outbox")).status).toBe(401);
});

test("GET /admin/api/outbox gives the newest messages of a mobile as JSON", async () => {
  await sendEnquiry("9822200003");
  await postApi("sendOtp", { mobile: "9822200003" });
  const res = await admin("/outbox?to=9822200003&limit=5");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { routes: unknown; messages: { to: string; kind: string; text: string }[] };
  expect(body.routes).toEqual({ sms: "local", whatsapp: "local" });
  expect(body.messages).toEqual([expect.objectContaining({ to: "+919822200003", kind: "otp", text: expect.stringMatching(/^\d{6} is your OTP/) })]);
  expect((await admin("/outbox?to=abc")).status).toBe(400);
});
