import { webhookReceiver } from "../support/webhook-receiver";
import { confirmNumber, expect, freshMobile, operatorHeaders, operatorLeads, serveReceiver, test } from "./helpers";

// A real local webhook receiver, behind an HTTP server on this machine,
// that fails each lead's first two attempts, gets each lead exactly once — signed, with the same
// Idempotency-Key on every attempt — as the running server's queue retries (the server's retry
// base is 1 s in browser tests: playwright.config.ts).

const TRADER = "Greenway-EV-Solutions";
const SECRET = "whsec-browser-test-0123456789abcdef";
const PORT = Number(process.env.E2E_PORT ?? 8799) + 1;

test.describe.configure({ timeout: 90_000 });

test("a local webhook receiver gets each lead exactly once across forced retries", async ({ page, request }) => {
  const receiver = webhookReceiver({ secret: SECRET, failFirst: 2 });
  const server = await serveReceiver(PORT, receiver.handle);
  try {
    const put = await request.put(`/admin/api/traders/${TRADER}/webhook`, {
      headers: operatorHeaders(),
      data: { url: `http://127.0.0.1:${PORT}/leads`, secret: SECRET },
    });
    expect(put.status()).toBe(200);

    await page.goto("/");
    const leads = [freshMobile(), freshMobile()].map((mobile, i) => ({ mobile, id: `webhook-e2e-${Date.now()}-${i}` }));
    const statuses = await page.evaluate(async ({ leads, tName }) => {
      const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const answers: number[] = [];
      for (const { mobile, id } of leads) {
        const res = await fetch("/api/addQuery", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token },
          body: JSON.stringify({ id, mobile, pincode: "201301", typeOfQuery: "Dealer", tName, cityName: "Noida" }),
        });
        answers.push(res.status);
      }
      return answers;
    }, { leads, tName: TRADER });
    expect(statuses).toEqual([200, 200]);
    // A lead reaches the trader's channels once it is billable: when the visitor confirms the number.
    for (const { mobile } of leads) await confirmNumber(page, request, mobile);

    const ids = leads.map((l) => l.id);
    await expect.poll(() => ids.filter((id) => receiver.accepted.has(id)).length, { timeout: 60_000 }).toBe(2);
    await expect
      .poll(async () => (await operatorLeads(request)).filter((l) => ids.includes(l.id)).map((l) => l.delivery.webhook.state), { timeout: 30_000 })
      .toEqual(["delivered", "delivered"]);

    for (const { id, mobile } of leads) {
      const attempts = receiver.attempts.filter((a) => a.leadId === id);
      expect(attempts.map((a) => a.status), id).toEqual([503, 503, 200]);
      expect(attempts.every((a) => a.verified && a.idempotencyKey === id)).toBe(true);
      expect(receiver.accepted.get(id)).toMatchObject({ successes: 1, lead: { lead: { id, mobile: `+91${mobile}` }, trader: { tName: TRADER } } });
    }
  } finally {
    await request.delete(`/admin/api/traders/${TRADER}/webhook`, { headers: operatorHeaders() });
    await new Promise((resolve) => server.close(resolve));
  }
});
