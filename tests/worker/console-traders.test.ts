import { afterEach, expect, test, vi } from "vitest";
import { webhookReceiver } from "../support/webhook-receiver";
import { DEALER, admin, bodyText, browse, fetchWorker, postForm, section, signIn } from "./helpers";

// Per trader: create, copy (with a WhatsApp share link) and revoke the private
// lead link; set, test and remove the webhook — from the console's forms.

const HOOK = "https://crm.console.test/leads";
const SECRET = "whsec-console-0123456789-abcdef";

afterEach(() => vi.restoreAllMocks());

test("the console creates a private lead link, shows it once with a WhatsApp share link, and revokes every link", async () => {
  const b = await signIn();
  const page = `/admin/traders/${DEALER.tName}`;
  const created = await postForm(b, page, { intent: "create-link" });
  expect(created.status).toBe(200);
  const html = await created.text();
  const box = section(html, "new-lead-link");
  const url = /value="(http:\/\/localhost\/leads\/[A-Za-z0-9_-]{43})"/.exec(box)![1]!;
  expect(box).toContain(`href="https://wa.me/?text=${encodeURIComponent(`Your leads on EV Catalogue India - the private page of ${DEALER.traderName}: keep this link to yourself\n${url}`)}"`.replaceAll("&", "&amp;"));
  expect((await fetchWorker(new URL(url).pathname)).status).toBe(200);

  const revoked = await postForm(b, page, { intent: "revoke-links" });
  expect(bodyText(await revoked.text())).toMatch(/\d+ link\(s\) revoked/);
  expect((await fetchWorker(new URL(url).pathname)).status).toBe(404);
});

test("the console sets a trader's webhook, sends it a signed test, and removes it", async () => {
  const receiver = webhookReceiver({ secret: SECRET });
  const onward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(HOOK) ? receiver.handle(request) : onward(input, init);
  });
  const b = await signIn();
  const page = `/admin/traders/${DEALER.tName}`;
  const set = await postForm(b, page, { intent: "set-webhook", url: HOOK, secret: SECRET });
  expect(bodyText(await set.text())).toContain(`Webhook saved: ${HOOK}`);
  const shown = bodyText(await (await browse(b, `${page}?tab=phones`)).text());
  expect(shown).toContain(`Secret …${SECRET.slice(-4)}`);
  expect(shown).not.toContain(SECRET);

  const tested = await postForm(b, page, { intent: "test-webhook" });
  expect(bodyText(await tested.text())).toContain("The test was delivered: the receiver answered 2xx.");
  expect(receiver.attempts).toMatchObject([{ verified: true, status: 200 }]);
  expect([...receiver.accepted.values()][0]!.lead).toMatchObject({ event: "webhook.test", trader: { tName: DEALER.tName } });

  const api = await admin(`/traders/${DEALER.tName}/webhook/test`, { method: "POST" });
  expect(await api.json()).toEqual({ tName: DEALER.tName, delivered: true, answer: "2xx" });

  const removed = await postForm(b, page, { intent: "remove-webhook" });
  expect(bodyText(await removed.text())).toContain("Webhook removed.");
  expect((await admin(`/traders/${DEALER.tName}/webhook`)).status).toBe(404);
});

test("a test to a webhook that does not answer 2xx says what the receiver answered", async () => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("no", { status: 503 }));
  await admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify({ url: HOOK, secret: SECRET }) });
  const b = await signIn();
  const res = await postForm(b, `/admin/traders/${DEALER.tName}`, { intent: "test-webhook" });
  expect(res.status).toBe(400);
  expect(bodyText(await res.text())).toContain("The test was not delivered: HTTP 503");
  await admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" });
});

test("a bad webhook address is refused with its reason; an unknown trader's page is the 404 page", async () => {
  const b = await signIn();
  const res = await postForm(b, `/admin/traders/${DEALER.tName}`, { intent: "set-webhook", url: "http://crm.example.in/x", secret: SECRET });
  expect(res.status).toBe(400);
  expect(bodyText(await res.text())).toContain("url: Only https URLs are accepted");
  expect((await browse(b, "/admin/traders/Nowhere-Motors")).status).toBe(404);
});

test("the trader list is compact rows; a trader's terms are on its billing tab", async () => {
  const b = await signIn();
  const html = await (await browse(b, "/admin/traders?q=shree")).text();
  expect(bodyText(section(html, "console-traders"))).toContain(`${DEALER.traderName} Dealer Noida Activated: Yes`);
  const billing = bodyText(await (await browse(b, `/admin/traders/${DEALER.tName}?tab=billing`)).text());
  expect(billing).toContain("Billing terms");
  expect(billing).toContain("₹20 + 18 % GST a lead");
});
