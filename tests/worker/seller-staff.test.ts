import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { en, hi } from "#app/features/seller/messages";
import { leadPageWords } from "#app/features/leads/messages";
import { startSellerSession } from "#app/features/seller/server/session";
import { revokeLeadLinks } from "#app/features/leads/server/lead-links";
import { SAMPLE_SHARED_STAFF } from "../../seed/contacts";
import { DEALER, ORIGIN, type Browser, admin, browse, browser, leadLinkPath, postForm, visibleText } from "./helpers";

// The seller workspace's staff and settings pages, signing out, and the private lead links in
// both languages (docs/decisions/164). Sessions are started directly: signing in by code is
// seller-sign-in.test.ts.

/** The sample dealer's owner (seed/contacts.ts) and a staff member of it who is no owner. */
const OWNER = "9000050103";
const STAFF = SAMPLE_SHARED_STAFF.mobile;

/** A browser signed in as the mobile at the trader. */
async function signedIn(mobile: string, tName = DEALER.tName): Promise<Browser> {
  const b = await browser();
  const [pair] = (await startSellerSession(env, new URL(ORIGIN), tName, mobile)).split(";");
  const at = pair!.indexOf("=");
  b.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  return b;
}

const staffRow = (mobile: string, tName = DEALER.tName) =>
  env.DB.prepare("SELECT * FROM trader_staff WHERE tName = ?1 AND mobile = ?2").bind(tName, mobile).first<{ role: string; name: string; newLeadSms: number; newLeadWhatsapp: number }>();

test("the owner adds a staff number, which can then sign in; the staff page lists it", async () => {
  const owner = await signedIn(OWNER);
  const added = await postForm(owner, "/seller/staff", { intent: "add", mobile: "+91 98111 00001", name: "Ramesh" });
  expect(added.status).toBe(200);
  expect(visibleText(await added.text())).toContain("Ramesh");
  expect(await staffRow("9811100001")).toMatchObject({ role: "staff", name: "Ramesh", newLeadSms: 1 });
  const page = await browse(await signedIn("9811100001"), "/seller/settings");
  expect(page.status).toBe(200);
});

test("a number that is no mobile is refused beside the field, keeping what was typed, and nothing is added", async () => {
  const res = await postForm(await signedIn(OWNER), "/hi/seller/staff", { intent: "add", mobile: "12345", name: "Suresh" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(visibleText(html)).toContain(hi.staff.refusals.mobile);
  expect(html).toMatch(/name="mobile"[^>]*value="12345"/);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM trader_staff WHERE name = 'Suresh'").first("n")).toBe(0);
});

test("the staff page refuses a member who is not the owner: 403 on the page and on its form, nothing changed", async () => {
  const staff = await signedIn(STAFF);
  const page = await browse(staff, "/seller/staff");
  expect(page.status).toBe(403);
  const text = visibleText(await page.text());
  // the owner has no name on the sample: it is named by its number
  expect(text).toContain(`Only the owner of ${DEALER.traderName} changes the staff numbers. Ask +91 90000 50103 to add or remove a number.`);
  expect(text).not.toContain(en.staff.add);
  const add = await postForm(staff, "/seller/staff", { intent: "add", mobile: "9811100002", name: "" });
  expect(add.status).toBe(403);
  expect(await staffRow("9811100002")).toBeNull();
  const remove = await postForm(staff, "/seller/staff", { intent: "remove", mobile: OWNER });
  expect(remove.status).toBe(403);
  expect(await staffRow(OWNER)).not.toBeNull();
});

test("the owner cannot remove itself", async () => {
  const res = await postForm(await signedIn(OWNER), "/seller/staff", { intent: "remove", mobile: OWNER });
  expect(res.status).toBe(400);
  expect(visibleText(await res.text())).toContain(en.staff.refusals.self);
  expect(await staffRow(OWNER)).toMatchObject({ role: "owner" });
});

test("a removed staff number's session stops at once", async () => {
  const owner = await signedIn(OWNER);
  await postForm(owner, "/seller/staff", { intent: "add", mobile: "9811100003", name: "" });
  const member = await signedIn("9811100003");
  expect((await browse(member, "/seller/settings")).status).toBe(200);
  const removed = await postForm(owner, "/seller/staff", { intent: "remove", mobile: "9811100003" });
  expect(removed.status).toBe(200);
  expect(await staffRow("9811100003")).toBeNull();
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM seller_session WHERE mobile = '9811100003'").first("n")).toBe(0);
  const after = await browse(member, "/seller/settings");
  expect(after.status).toBe(302);
  expect(after.headers.get("Location")).toMatch(/^\/seller\?next=/);
});

test("sign out everywhere ends the member's other sessions; signing out on one phone ends only that one", async () => {
  const phone = await signedIn(OWNER);
  const laptop = await signedIn(OWNER);
  const tablet = await signedIn(OWNER);
  const one = await postForm(tablet, "/seller/sign-out", {});
  expect(one.status).toBe(303);
  expect((await browse(tablet, "/seller/settings")).status).toBe(302);
  expect((await browse(laptop, "/seller/settings")).status).toBe(200);
  const all = await postForm(phone, "/hi/seller/sign-out", { everywhere: "1" });
  expect(all.status).toBe(303);
  expect(all.headers.get("Location")).toBe("/hi/seller");
  expect((await browse(laptop, "/seller/settings")).status).toBe(302);
  expect((await browse(phone, "/seller/settings")).status).toBe(302);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM seller_session WHERE tName = ?1 AND mobile = ?2").bind(DEALER.tName, OWNER).first("n")).toBe(0);
});

test("the owner sets each staff number's new-lead SMS and WhatsApp, quiet hours in IST and the language", async () => {
  const owner = await signedIn(OWNER);
  const notify = await postForm(owner, "/seller/settings", { intent: "notify", mobile: OWNER, [`whatsapp:${OWNER}`]: "on" });
  expect(notify.status).toBe(200);
  expect(await staffRow(OWNER)).toMatchObject({ newLeadSms: 0, newLeadWhatsapp: 1 });
  const saved = await postForm(owner, "/seller/settings", { intent: "trader", language: "en", quiet: "on", quietFrom: "21:00", quietUntil: "07:00" });
  expect(saved.status).toBe(200);
  // 21:00 = 21 × 60 = 1260 minutes after IST midnight; 07:00 = 7 × 60 = 420
  const row = await env.DB.prepare("SELECT language, quietFrom, quietUntil FROM trader_settings WHERE tName = ?1").bind(DEALER.tName).first();
  expect(row).toEqual({ language: "en", quietFrom: 1260, quietUntil: 420 });
  const none = await postForm(owner, "/seller/settings", { intent: "trader", language: "hi" });
  expect(none.status).toBe(200);
  expect(await env.DB.prepare("SELECT language, quietFrom, quietUntil FROM trader_settings WHERE tName = ?1").bind(DEALER.tName).first()).toEqual({
    language: "hi",
    quietFrom: null,
    quietUntil: null,
  });
});

test("quiet hours that start and end at the same time, or a language that is not offered, are refused with 400 and nothing changes", async () => {
  const owner = await signedIn(OWNER);
  await postForm(owner, "/seller/settings", { intent: "trader", language: "hi", quiet: "on", quietFrom: "22:00", quietUntil: "06:30" });
  const same = await postForm(owner, "/hi/seller/settings", { intent: "trader", language: "en", quiet: "on", quietFrom: "21:00", quietUntil: "21:00" });
  expect(same.status).toBe(400);
  expect(visibleText(await same.text())).toContain(hi.settings.refusals.quiet);
  const language = await postForm(owner, "/seller/settings", { intent: "trader", language: "fr" });
  expect(language.status).toBe(400);
  // 22:00 = 1320, 06:30 = 6 × 60 + 30 = 390
  expect(await env.DB.prepare("SELECT language, quietFrom, quietUntil FROM trader_settings WHERE tName = ?1").bind(DEALER.tName).first()).toEqual({
    language: "hi",
    quietFrom: 1320,
    quietUntil: 390,
  });
});

test("a member who is not the owner changes only its own number's messages, and not the trader's settings", async () => {
  const staff = await signedIn(STAFF);
  const before = await staffRow(OWNER);
  const form = new FormData();
  for (const mobile of [STAFF, OWNER]) form.append("mobile", mobile);
  form.set(`whatsapp:${STAFF}`, "on");
  // a form without its intent changes nothing
  expect((await postForm(staff, "/seller/settings", form)).status).toBe(400);
  form.set("intent", "notify");
  expect((await postForm(staff, "/seller/settings", form)).status).toBe(200);
  expect(await staffRow(STAFF)).toMatchObject({ newLeadSms: 0, newLeadWhatsapp: 1 });
  expect(await staffRow(OWNER)).toEqual(before);
  const trader = await postForm(staff, "/seller/settings", { intent: "trader", language: "en" });
  expect(trader.status).toBe(403);
});

test("the workspace's header names the trader and links its sections and the same page in the other language", async () => {
  const res = await browse(await signedIn(OWNER), "/hi/seller/settings");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(visibleText(html)).toContain(DEALER.traderName);
  for (const href of ["/hi/seller/leads", "/hi/seller/money", "/hi/seller/profile", "/hi/seller/staff", "/hi/seller/settings", "/seller/settings"]) {
    expect(html).toContain(`href="${href}"`);
  }
  expect(html).toContain('action="/hi/seller/sign-out"');
  expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
});

test("a private lead link answers 200 in Hindi at /hi/leads/…, and each language's page offers the seller sign-in", async () => {
  const path = await leadLinkPath();
  const hindi = await browse(await browser(), `/hi${path}`);
  expect(hindi.status).toBe(200);
  const text = visibleText(await hindi.text());
  expect(text).toContain(`${DEALER.traderName} की लीड`);
  expect(text).toContain(leadPageWords.hi.page.signIn);
  expect(hindi.headers.get("Cache-Control")).toMatch(/no-store/);
  expect(hindi.headers.get("X-Robots-Tag")).toMatch(/noindex/);
  const english = await (await browse(await browser(), path)).text();
  expect(english).toContain('href="/seller"');
  expect(visibleText(english)).toContain(leadPageWords.en.page.signIn);
  // a link the operator revoked answers neither
  await revokeLeadLinks(env.DB, DEALER.tName);
  expect((await browse(await browser(), `/hi${path}`)).status).toBe(404);
});

test("a workspace form over 16 KB is answered 413 before it is read, in either language, and nothing changes", async () => {
  const owner = await signedIn(OWNER);
  for (const path of ["/seller/staff", "/HI/Seller/staff"]) {
    // 17 × 1,024 = 17,408 bytes of name, past the 16,384 of the visitors' forms
    const res = await postForm(owner, path, { intent: "add", mobile: "9811100077", name: "x".repeat(17 * 1024) });
    expect(res.status, path).toBe(413);
  }
  expect(await staffRow("9811100077")).toBeNull();
});

test("the trader's number for new leads is its owner: a new number replaces the owner and ends the old one's sessions; no number leaves no owner", async () => {
  const tName = "Hindon-E-Rickshaw-Mart";
  const contact = (notifyPhone: string, whatsapp: boolean) =>
    admin(`/traders/${tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone, whatsapp, publicPhone: "" }) });
  const owners = async () =>
    (await env.DB.prepare("SELECT mobile, newLeadWhatsapp FROM trader_staff WHERE tName = ?1 AND role = 'owner'").bind(tName).all()).results;
  expect((await contact("9811133301", true)).status).toBe(200);
  expect(await owners()).toEqual([{ mobile: "9811133301", newLeadWhatsapp: 1 }]);
  const before = await signedIn("9811133301", tName);
  expect((await browse(before, "/seller/settings")).status).toBe(200);
  // a new number: the owner is the new one, and the old one's browser is signed out
  expect((await contact("9811133302", false)).status).toBe(200);
  expect(await owners()).toEqual([{ mobile: "9811133302", newLeadWhatsapp: 0 }]);
  expect((await browse(before, "/seller/settings")).headers.get("Location")).toMatch(/^\/seller\?next=/);
  // no number at all: no owner is left
  expect((await contact("", false)).status).toBe(200);
  expect(await owners()).toEqual([]);
});

test("the workspace, the console and a trader's lead page have no site breadcrumb, at any spelling the router matches", async () => {
  const owner = await signedIn(OWNER);
  // the site's breadcrumb is a <nav class="breadcrumb">; a page that is a place in the site has one
  for (const path of ["/seller/settings", "/SELLER/settings", "/hi/seller/staff"]) {
    const html = await (await browse(owner, path)).text();
    expect(html, path).not.toContain('class="breadcrumb"');
  }
  const anyone = await browser();
  expect(await (await browse(anyone, "/ADMIN")).text()).not.toContain('class="breadcrumb"');
  expect(await (await browse(anyone, await leadLinkPath(DEALER.tName))).text()).not.toContain('class="breadcrumb"');
  expect(await (await browse(anyone, "/guides")).text()).toContain('class="breadcrumb"');
});
