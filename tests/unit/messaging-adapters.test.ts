import { expect, test } from "vitest";
import { kaleyraSms } from "#app/shared/messaging/kaleyra";
import { MessagingError } from "#app/shared/messaging/types";
import { whatsAppCloud } from "#app/shared/messaging/whatsapp-cloud";

// The real adapters build their services' documented requests (docs/decisions/109): read here
// through a fake fetch, with the answers each service documents.

type Sent = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { sent, fetcher };
}

const KALEYRA = { baseUrl: "https://api.in.kaleyra.io", sid: "HXAP16XXXXXX97IN", apiKey: "A-secret-key", sender: "EVCATL" };
const OTP = { to: "+919876543210", text: "123456 is your OTP.", templateId: "1107170000000000001", kind: "otp" as const };

test("the SMS adapter sends the provider's documented request", async () => {
  const { sent, fetcher } = fakeFetch(202, { id: "e2bb4e7c-0001", data: [{ message_id: "e2bb4e7c-0001:1", recipient: "919876543210" }] });
  expect(await kaleyraSms(KALEYRA, fetcher).send(OTP)).toEqual({ id: "e2bb4e7c-0001" });
  expect(sent).toHaveLength(1);
  const [{ url, init }] = sent as [Sent];
  expect(url).toBe("https://api.in.kaleyra.io/v1/HXAP16XXXXXX97IN/sms");
  expect(init.method).toBe("POST");
  expect(init.headers).toMatchObject({ "api-key": "A-secret-key", "Content-Type": "application/x-www-form-urlencoded" });
  expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
    to: "+919876543210",
    type: "OTP",
    sender: "EVCATL",
    body: "123456 is your OTP.",
    template_id: "1107170000000000001",
  });
  expect(init.signal).toBeInstanceOf(AbortSignal);
});

test("a dealer's lead SMS goes on the transactional route with its own DLT template", async () => {
  const { sent, fetcher } = fakeFetch(200, { id: "x" });
  await kaleyraSms(KALEYRA, fetcher).send({ ...OTP, kind: "lead", text: "New lead", templateId: "1107170000000000002" });
  const form = new URLSearchParams(String(sent[0]!.init.body));
  expect([form.get("type"), form.get("template_id")]).toEqual(["TXN", "1107170000000000002"]);
});

test("a buyer's notice SMS (who else will call) goes on the transactional route too, with its own DLT template", async () => {
  const { sent, fetcher } = fakeFetch(200, { id: "x" });
  await kaleyraSms(KALEYRA, fetcher).send({ ...OTP, kind: "notice", text: "Also calling", templateId: "1107170000000000003" });
  const form = new URLSearchParams(String(sent[0]!.init.body));
  expect([form.get("type"), form.get("template_id")]).toEqual(["TXN", "1107170000000000003"]);
});

test("the SMS adapter maps a refusal to a final error and a failing service to a retryable one, never showing the key", async () => {
  const refused = kaleyraSms(KALEYRA, fakeFetch(401, { message: "Invalid API key" }).fetcher).send(OTP);
  await expect(refused).rejects.toMatchObject({ retryable: false, status: 401 });
  await expect(refused).rejects.toThrow(/HTTP 401: Invalid API key/);
  const busy = kaleyraSms(KALEYRA, fakeFetch(503, {}).fetcher).send(OTP);
  await expect(busy).rejects.toMatchObject({ retryable: true, status: 503 });
  const down = kaleyraSms(KALEYRA, async () => Promise.reject(new TypeError("fetch failed"))).send(OTP);
  await expect(down).rejects.toBeInstanceOf(MessagingError);
  await expect(down).rejects.toMatchObject({ retryable: true });
  await expect(refused).rejects.not.toThrow(/A-secret-key/);
});

const CLOUD = { version: "v21.0", phoneNumberId: "106540352242922", accessToken: "EAAG-token" };
const LEAD = { to: "+919876543210", template: "new_lead", language: "hi", params: ["Mahindra Treo", "Noida"] };

test("the WhatsApp adapter sends the Cloud API's documented template message", async () => {
  const { sent, fetcher } = fakeFetch(200, {
    messaging_product: "whatsapp",
    contacts: [{ input: "919876543210", wa_id: "919876543210" }],
    messages: [{ id: "wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS" }],
  });
  expect(await whatsAppCloud(CLOUD, fetcher).sendTemplate(LEAD)).toEqual({ id: "wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS" });
  const [{ url, init }] = sent as [Sent];
  expect(url).toBe("https://graph.facebook.com/v21.0/106540352242922/messages");
  expect(init.method).toBe("POST");
  expect(init.headers).toMatchObject({ Authorization: "Bearer EAAG-token", "Content-Type": "application/json" });
  expect(JSON.parse(String(init.body))).toEqual({
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: "919876543210",
    type: "template",
    template: {
      name: "new_lead",
      language: { code: "hi" },
      components: [{ type: "body", parameters: [{ type: "text", text: "Mahindra Treo" }, { type: "text", text: "Noida" }] }],
    },
  });
});

test("the WhatsApp adapter maps the Graph API's error to a final or retryable error", async () => {
  const refused = whatsAppCloud(CLOUD, fakeFetch(400, { error: { message: "Template name does not exist", code: 132001 } }).fetcher).sendTemplate(LEAD);
  await expect(refused).rejects.toMatchObject({ retryable: false, status: 400 });
  await expect(refused).rejects.toThrow(/132001 Template name does not exist/);
  const limited = whatsAppCloud(CLOUD, fakeFetch(429, { error: { message: "Rate limit", code: 130429 } }).fetcher).sendTemplate(LEAD);
  await expect(limited).rejects.toMatchObject({ retryable: true });
});
