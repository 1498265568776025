import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { publicContacts } from "#app/features/leads/server/trader-contact";
import { DEALER, admin, bodyText, browse, fetchWorker, postForm, section, signIn } from "./helpers";

// A trader's phone and CRM keys in the console and the operator API (docs/decisions/112): the
// mobile that receives leads, the WhatsApp opt-in and the number buyers call, each read with the
// site's one mobile rule; the pull API's keys, shown once, several at a time, revoked one by one.

const page = `/admin/traders/${DEALER.tName}`;

test("the console sets a trader's mobile for leads, its WhatsApp opt-in and the number buyers call; a number that is not a mobile is refused in plain words", async () => {
  const b = await signIn();
  const saved = await postForm(b, page, { intent: "set-contact", notifyPhone: "+91 98111 22401", whatsapp: "1", publicPhone: "098111-22402" });
  expect(saved.status).toBe(200);
  const text = bodyText(await saved.text());
  expect(text).toContain("Phone saved: each billable lead is sent to it.");
  expect(text).toMatch(/Leads by SMS to \+91 98111 22401 WhatsApp yes, agreed \d{2}-\d{2}-\d{4} .* Buyers call \+91 98111 22402/);
  expect(await (await admin(`/traders/${DEALER.tName}/contact`)).json()).toMatchObject({
    tName: DEALER.tName, notifyPhone: "+919811122401", whatsapp: true, publicPhone: "+919811122402",
  });
  expect(bodyText(await (await browse(b, `${page}?tab=phones`)).text())).toContain("Leads by SMS to +91 98111 22401");

  const wrong = await postForm(b, page, { intent: "set-contact", notifyPhone: "12345", publicPhone: "9999999999" });
  expect(wrong.status).toBe(400);
  const refused = bodyText(await wrong.text());
  expect(refused).toContain("notifyPhone: A mobile number: 10 digits starting with 6, 7, 8 or 9");
  expect(refused).toContain("publicPhone: This is not a real mobile number");
  const whatsappAlone = await admin(`/traders/${DEALER.tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone: "", whatsapp: true }) });
  expect(whatsappAlone.status).toBe(400);
  expect(await whatsappAlone.json()).toMatchObject({ error: { issues: [{ path: "whatsapp", message: "WhatsApp needs the mobile that receives leads" }] } });
  // Nothing refused was stored.
  expect(await (await admin(`/traders/${DEALER.tName}/contact`)).json()).toMatchObject({ notifyPhone: "+919811122401" });
});

test("the console makes a CRM key, shows it once, and revokes it", async () => {
  const b = await signIn();
  const made = await postForm(b, page, { intent: "create-key" });
  expect(made.status).toBe(200);
  const key = /value="(evl_[A-Za-z0-9_-]{43})"/.exec(section(await made.text(), "new-api-key"))![1]!;
  const pull = () => fetchWorker("/leads/api?since=2026-11-01T00:00:00Z&until=2026-11-02T00:00:00Z", { headers: { Authorization: `Bearer ${key}` } });
  expect((await pull()).status).toBe(200);

  const later = await (await browse(b, `${page}?tab=phones`)).text();
  expect(later).not.toContain(key);
  const listed = section(later, "api-keys");
  expect(bodyText(listed)).toContain(`…${key.slice(-4)}`);
  const id = /name="id" value="(\d+)"/.exec(listed)![1]!;
  const revoked = await postForm(b, page, { intent: "revoke-key", id });
  expect(bodyText(await revoked.text())).toContain("Key revoked: it no longer works.");
  expect((await pull()).status).toBe(401);
});

test("publicContacts gives each trader's public number for the buyer's tap-to-call, leaving out a trader without one", async () => {
  await admin(`/traders/${DEALER.tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone: "9811122403", publicPhone: "+91 98111 22404" }) });
  await admin("/traders/Aravali-E-Vehicles/contact", { method: "PUT", body: JSON.stringify({ notifyPhone: "9811122405", publicPhone: "" }) });
  const phones = await publicContacts(env.DB, [DEALER.tName, "Aravali-E-Vehicles", "No-Such-Trader", DEALER.tName]);
  expect([...phones]).toEqual([[DEALER.tName, "9811122404"]]);
  expect(await publicContacts(env.DB, [])).toEqual(new Map());
});
