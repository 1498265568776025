import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { erasureKey, erasurePayload, signWebhook, webhookPayload } from "#app/features/leads/rules/webhook";
import { checkWebhookUrl } from "#app/features/leads/rules/webhook-url";
import { sampleLead } from "./lead-fixture";


test("the webhook signature is sha256= and the hex HMAC-SHA256 of \"{timestamp}.{body}\" under the trader's secret", async () => {
  const body = JSON.stringify(webhookPayload(sampleLead));
  const expected = createHmac("sha256", "the-trader-secret").update(`1795411200.${body}`).digest("hex");
  expect(await signWebhook("the-trader-secret", 1795411200, body)).toBe(`sha256=${expected}`);
  expect(await signWebhook("another-secret", 1795411200, body)).not.toBe(`sha256=${expected}`);
});

test("the webhook body is the lead with the catalogue's names, the mobile with +91, times in ISO and IST", () => {
  // a webhook goes out for a confirmed lead: confirmed at 05:35 UTC
  expect(webhookPayload({ ...sampleLead, verifiedAt: Date.UTC(2026, 10, 23, 5, 35) })).toEqual({
    event: "lead.created",
    lead: {
      id: "lead-0000-0001", receivedAt: "2026-11-23T05:30:00.000Z", receivedAtIst: "23-11-2026 11:00 am", typeOfQuery: "Dealer",
      name: "Customer", mobile: "+919876543210", brandName: "Mahindra", modelName: "Treo", model: "Mahindra Treo", cityName: "Noida",
      districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh", areaName: "Sector 18", pincode: "201301", quantity: 1, note: "",
      duplicate: false, billable: true, verified: true, verifiedAt: "2026-11-23T05:35:00.000Z",
      consent: { notice: "2026-12-07", purposes: ["sellers", "confirm", "billing"], at: "2026-11-23T05:30:00.000Z", sellers: ["Shree Ganesh E-Motors"] },
      withdrawn: false, withdrawnAt: null, erased: false, erasedAt: null,
    },
    trader: { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer" },
  });
});

test("a lead not yet confirmed is pulled with its mobile masked to the first two and last two digits", () => {
  // 98765 43210 → "98" + six X + "10", without +91: it is no number to dial
  expect(webhookPayload(sampleLead).lead).toMatchObject({ mobile: "98XXXXXX10", verified: false, verifiedAt: null });
});

test("a lead whose buyer withdrew consent is pulled without the buyer's name, mobile, pincode, area or note", () => {
  const { lead } = webhookPayload({ ...sampleLead, name: "Ravi", note: "call after 6", withdrawnAt: Date.UTC(2026, 10, 24, 4, 30) });
  expect([lead.name, lead.mobile, lead.pincode, lead.areaName, lead.note]).toEqual(["", "", "", "", ""]);
  expect([lead.withdrawn, lead.withdrawnAt, lead.erased]).toEqual([true, "2026-11-24T04:30:00.000Z", false]);
  // what billing needs stays: the lead, its model, its seller
  expect([lead.id, lead.model, lead.billable]).toEqual(["lead-0000-0001", "Mahindra Treo", true]);
});

test("an erasure event names the lead, when it was received and erased, and why, with no buyer's details", () => {
  const erasedAt = Date.UTC(2026, 10, 25, 21);
  expect(erasurePayload({ ...sampleLead, mobile: "", erasedAt, erasedBy: "buyer" })).toEqual({
    event: "lead.erased",
    lead: { id: "lead-0000-0001", receivedAt: "2026-11-23T05:30:00.000Z", erasedAt: "2026-11-25T21:00:00.000Z", reason: "buyer" },
    trader: { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer" },
  });
  // its Idempotency-Key is not the lead's, so a receiver keeping the lead's key takes it in
  expect(erasureKey("lead-0000-0001")).toBe("lead-0000-0001.erased");
});

test("a verified lead is marked in the webhook: verified true and when, in ISO 8601", () => {
  const { lead } = webhookPayload({ ...sampleLead, verifiedAt: Date.UTC(2026, 10, 23, 5, 40) });
  expect([lead.verified, lead.verifiedAt]).toEqual([true, "2026-11-23T05:40:00.000Z"]);
});

test("webhook URLs: https; http only to this machine in a local run; no credentials or fragment", () => {
  const deployed = { localRun: false };
  const local = { localRun: true };
  expect(checkWebhookUrl("https://crm.example.in/leads?src=ev", deployed)).toEqual({ ok: true, url: "https://crm.example.in/leads?src=ev" });
  expect(checkWebhookUrl("http://crm.example.in/leads", deployed).ok).toBe(false);
  expect(checkWebhookUrl("http://127.0.0.1:8832/hook", deployed).ok).toBe(false);
  for (const url of ["http://127.0.0.1:8832/hook", "http://localhost:9000/x", "http://[::1]:9000/x"]) {
    expect(checkWebhookUrl(url, local).ok, url).toBe(true);
  }
  expect(checkWebhookUrl("http://192.168.1.5/hook", local).ok).toBe(false);
  expect(checkWebhookUrl("https://user:pw@crm.example.in/", deployed).ok).toBe(false);
  expect(checkWebhookUrl("https://crm.example.in/#x", deployed).ok).toBe(false);
  expect(checkWebhookUrl(`https://crm.example.in/${"a".repeat(500)}`, deployed).ok).toBe(false);
  expect(checkWebhookUrl("javascript:alert(1)", deployed).ok).toBe(false);
});
