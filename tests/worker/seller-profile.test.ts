import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { startSellerSession } from "#app/features/seller/server/session";
import { liveProfile, waitingPhotoKey } from "#app/features/seller/profile/server/profile-changes";
import { publicContacts } from "#app/features/leads/server/trader-contact";
import { ORIGIN, bodyText, browse, browser, getPage, postForm, remoteMode, section, signIn, type Browser } from "./helpers";
import { jpegPhoto } from "./helpers/photos";

// A seller's own profile (docs/decisions/168): changes asked at /seller/profile wait in a queue;
// nothing is live before an operator approves it at /admin/profile-changes; an approval writes the
// value where the site reads it and renews the cached pages; a rejection or a stale change leaves
// everything as it was.

/** A browser signed in to the workspace as a staff mobile of the trader. */
async function seller(tName: string, mobile: string): Promise<Browser> {
  await env.DB.prepare("INSERT OR IGNORE INTO trader_staff (tName, mobile, role, addedAt) VALUES (?1, ?2, 'owner', 0)").bind(tName, mobile).run();
  const b = await browser();
  const [pair] = (await startSellerSession(env, new URL(ORIGIN), tName, mobile)).split(";");
  const at = pair!.indexOf("=");
  b.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  return b;
}

/** The profile form as the page sends it: every field, the live ones unchanged unless given. */
async function ask(b: Browser, tName: string, fields: Record<string, string | string[]>, path = "/seller/profile") {
  const live = await liveProfile(env.DB, tName);
  const address = JSON.parse(live.address) as { en: string; hi: string };
  const offers = JSON.parse(live.offers) as { en: string; hi: string };
  const form = new FormData();
  const base: Record<string, string | string[]> = {
    addressEn: address.en, addressHi: address.hi, hoursFrom: "", hoursUntil: "", hoursDays: [],
    publicPhone: live.publicPhone, notifyPhone: live.notifyPhone, brands: JSON.parse(live.brands) as string[], offerEn: offers.en, offerHi: offers.hi,
  };
  for (const [name, value] of Object.entries({ ...base, ...fields })) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return postForm(b, path, form);
}

type Row = { id: number; tName: string; field: string; oldValue: string; newValue: string; state: string; decidedNote: string };
const changes = async (tName: string) =>
  (await env.DB.prepare("SELECT id, tName, field, oldValue, newValue, state, decidedNote FROM trader_profile_change WHERE tName = ?1 ORDER BY id").bind(tName).all<Row>()).results;

const decide = (op: Browser, row: Pick<Row, "id" | "tName">, decision: string, note = "") =>
  postForm(op, "/admin/profile-changes", { id: String(row.id), tName: row.tName, decision, note });

const contactText = async (path: string) => bodyText((await getPage(path)).html);

test("a seller's change is not live before approval: the public page, the numbers and the catalogue stay as they were while it waits", async () => {
  const tName = "Noida-E-Rickshaw-Point";
  const page = `/dealer/${tName}/Contact`;
  const before = await liveProfile(env.DB, tName);
  const publicBefore = await contactText(page);
  const b = await seller(tName, "9811100001");
  const res = await ask(b, tName, { hoursFrom: "10:00", hoursUntil: "20:00", hoursDays: ["0", "1", "2", "3", "4", "5"], offerEn: "Free insurance this Diwali", publicPhone: "98111 00009" });
  expect(res.status).toBe(200);
  // three fields differ from the live ones: hours, publicPhone, offers
  expect(bodyText(await res.text())).toContain("Sent for approval: 3 change(s).");
  expect((await changes(tName)).map((c) => [c.field, c.state])).toEqual([["hours", "pending"], ["publicPhone", "pending"], ["offers", "pending"]]);
  expect(await liveProfile(env.DB, tName)).toEqual(before);
  expect(await publicContacts(env.DB, [tName])).toEqual(new Map());
  const publicNow = await contactText(page);
  expect(publicNow).toBe(publicBefore);
  expect(publicNow).not.toContain("Free insurance");
  // the seller sees what waits, worded
  const own = bodyText(await (await browse(b, "/seller/profile")).text());
  expect(own).toContain("Waiting for approval: Mon–Sat, 10:00 am – 8:00 pm; closed Sun");
  expect(own).toContain("Waiting for approval: +91 98111 00009");
});

test("approval applies the change where the site reads it and renews the cached page: hours and offers on the dealer's contact page, the buyers' number", async () => {
  const tName = "Noida-E-Rickshaw-Point";
  const page = `/dealer/${tName}/Contact`;
  // cached before the approval
  expect(await contactText(page)).not.toContain("Opening hours");
  const op = await signIn();
  const queue = bodyText(await (await browse(op, "/admin/profile-changes")).text());
  expect(queue).toContain("Noida E-Rickshaw Point · Opening hours");
  for (const row of await changes(tName)) {
    const res = await decide(op, row, "approve");
    expect(res.status).toBe(200);
  }
  expect((await changes(tName)).map((c) => c.state)).toEqual(["approved", "approved", "approved"]);
  const shown = bodyText(section((await getPage(page)).html, "shop-lines"));
  expect(shown).toBe("Opening hours Mon–Sat, 10:00 am – 8:00 pm; closed Sun Offers Free insurance this Diwali");
  // the Hindi page words the hours in Hindi and marks the English-only offer as English
  const hindi = (await getPage(`/hi${page}`)).html;
  expect(bodyText(section(hindi, "shop-hours"))).toBe("सोम–शनि, सुबह 10:00 – रात 8:00; रवि बंद");
  expect(section(hindi, "shop-offer")).toContain('lang="en"');
  expect(await publicContacts(env.DB, [tName])).toEqual(new Map([[tName, "9811100009"]]));
  // the seller sees the decision
  const own = bodyText(await (await browse(await seller(tName, "9811100001"), "/seller/profile")).text());
  expect(own).toContain("Offers · Approved");
});

test.skipIf(remoteMode())("approving an address or brands writes the catalogue's trader record: the contact page and the brand list change", async () => {
  const tName = "Greenway-EV-Solutions";
  const b = await seller(tName, "9811100002");
  await ask(b, tName, { addressEn: "Plot 7, Sector 63, Noida - 201301", addressHi: "प्लॉट 7, सेक्टर 63, नोएडा - 201301", brands: ["Euler", "Maini"] });
  const op = await signIn();
  for (const row of await changes(tName)) expect((await decide(op, row, "approve")).status).toBe(200);
  const trader = await env.DB.prepare("SELECT address, addressHi, brandDeal FROM trader WHERE tName = ?1").bind(tName).first<Record<string, string>>();
  expect(trader).toEqual({ address: "Plot 7, Sector 63, Noida - 201301", addressHi: "प्लॉट 7, सेक्टर 63, नोएडा - 201301", brandDeal: '["Euler","Maini"]' });
  // the brand index follows the record (its trigger): Altigreen no longer lists this dealer
  const brands = await env.DB.prepare("SELECT brandName FROM trader_brand WHERE tName = ?1 ORDER BY brandName").bind(tName).all<{ brandName: string }>();
  expect(brands.results.map((r) => r.brandName)).toEqual(["Euler", "Maini"]);
  expect(bodyText(section((await getPage(`/dealer/${tName}/Contact`)).html, "address-panel"))).toContain("Plot 7, Sector 63, Noida - 201301");
});

test("a rejected change leaves the live value as it was; the seller sees it was not approved and the operator's note", async () => {
  const tName = "Cyber-City-Golf-Carts";
  const b = await seller(tName, "9811100003");
  await ask(b, tName, { offerEn: "50% off everything" });
  const [row] = await changes(tName);
  const op = await signIn();
  const res = await decide(op, row!, "reject", "Offers must name a real discount with its dates");
  expect(res.status).toBe(200);
  expect(bodyText(await res.text())).toContain("Rejected: the Offers of Cyber City Golf Carts stays as it was.");
  expect((await changes(tName))[0]).toMatchObject({ state: "rejected", decidedNote: "Offers must name a real discount with its dates" });
  expect((await liveProfile(env.DB, tName)).offers).toBe(JSON.stringify({ en: "", hi: "" }));
  expect(await contactText(`/dealer/${tName}/Contact`)).not.toContain("50% off");
  const own = bodyText(await (await browse(b, "/seller/profile")).text());
  expect(own).toContain("Offers · Not approved");
  expect(own).toContain("Our note: Offers must name a real discount with its dates");
  // decided once: a second decision is refused and changes nothing
  const again = await decide(op, row!, "approve");
  expect(again.status).toBe(409);
  expect(bodyText(await again.text())).toContain("This change was decided already.");
  expect((await changes(tName))[0]!.state).toBe("rejected");
});

test("another trader's change cannot be approved into this one: the change named with another trader is not found and nothing changes", async () => {
  const tName = "Orange-City-EV";
  const b = await seller(tName, "9811100004");
  await ask(b, tName, { offerEn: "Exchange your old rickshaw" });
  const [row] = await changes(tName);
  const op = await signIn();
  const res = await decide(op, { id: row!.id, tName: "Aravali-E-Vehicles" }, "approve");
  expect(res.status).toBe(404);
  expect(bodyText(await res.text())).toContain("There is no such change for this seller.");
  expect((await changes(tName))[0]!.state).toBe("pending");
  expect((await liveProfile(env.DB, "Aravali-E-Vehicles")).offers).toBe(JSON.stringify({ en: "", hi: "" }));
  expect((await liveProfile(env.DB, tName)).offers).toBe(JSON.stringify({ en: "", hi: "" }));
});

test("a stale change is refused in plain words: the live value changed after the seller asked, and approving would undo it", async () => {
  const tName = "Orange-City-EV";
  const b = await seller(tName, "9811100004");
  await ask(b, tName, { publicPhone: "9811100041" });
  const row = (await changes(tName)).find((c) => c.field === "publicPhone")!;
  // the operator sets another number meanwhile
  await env.DB.prepare("INSERT INTO trader_contact (tName, notifyPhone, publicPhone, updatedAt) VALUES (?1, '', '9811100042', 1) ON CONFLICT (tName) DO UPDATE SET publicPhone = excluded.publicPhone").bind(tName).run();
  const op = await signIn();
  const res = await decide(op, row, "approve");
  expect(res.status).toBe(409);
  expect(bodyText(await res.text())).toContain("Refused: the live value changed after the seller asked, so approving this would undo that change.");
  expect((await changes(tName)).find((c) => c.id === row.id)!.state).toBe("pending");
  expect(await publicContacts(env.DB, [tName])).toEqual(new Map([[tName, "9811100042"]]));
});

test("bad input gets a clear answer and changes nothing: a refused field is named beside it with what was typed kept; an unknown decision or change id is refused", async () => {
  const tName = "Aravali-E-Vehicles";
  const b = await seller(tName, "9811100005");
  const res = await ask(b, tName, { notifyPhone: "12345", brands: ["Tesla"], hoursFrom: "18:00", hoursUntil: "09:00", hoursDays: ["0"] });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(bodyText(html)).toContain("Please correct the marked fields; nothing was sent.");
  expect(bodyText(section(html, "profile-form"))).toContain("Enter a 10-digit mobile number starting with 6, 7, 8 or 9.");
  expect(bodyText(section(html, "profile-form"))).toContain("Choose brands from the list.");
  expect(bodyText(section(html, "profile-form"))).toContain("The closing time must be after the opening time.");
  expect(html).toContain('value="12345"');
  expect(await changes(tName)).toEqual([]);
  // a form without the anti-forgery token
  const forged = await browse(b, "/seller/profile", { method: "POST", body: new URLSearchParams({ offerEn: "x" }) });
  expect(forged.status).toBe(403);
  expect(await changes(tName)).toEqual([]);

  await ask(b, tName, { offerEn: "Free helmet" });
  const [row] = await changes(tName);
  const op = await signIn();
  expect((await decide(op, row!, "maybe")).status).toBe(400);
  expect((await decide(op, { id: 999999, tName }, "approve")).status).toBe(404);
  expect((await postForm(op, "/admin/profile-changes", { id: "abc", tName, decision: "approve" })).status).toBe(404);
  expect((await decide(op, row!, "reject", "n".repeat(501))).status).toBe(400);
  expect((await changes(tName))[0]!.state).toBe("pending");
});

test("asking again for a field that waits replaces what waits: one waiting change a field", async () => {
  const tName = "Aravali-E-Vehicles";
  const b = await seller(tName, "9811100005");
  await ask(b, tName, { offerEn: "Free helmet and insurance" });
  const waiting = (await changes(tName)).filter((c) => c.state === "pending");
  expect(waiting.map((c) => [c.field, c.newValue])).toEqual([["offers", JSON.stringify({ en: "Free helmet and insurance", hi: "" })]]);
});

test("the workspace's profile asks for a session, and the queue for an operator", async () => {
  const anon = await browser();
  const page = await browse(anon, "/hi/seller/profile");
  expect(page.status).toBe(302);
  expect(page.headers.get("Location")).toBe(`/hi/seller?next=${encodeURIComponent("/hi/seller/profile")}`);
  const queue = await browse(anon, "/admin/profile-changes");
  expect([302, 303]).toContain(queue.status);
  expect(queue.headers.get("Location")).toMatch(/^\/admin/);
  expect((await browse(anon, "/admin/profile-changes/1/photo")).status).not.toBe(200);
});

test.skipIf(remoteMode())("a seller's photo waits apart from the site's pictures; approved, it joins the trader's gallery as its main photo", async () => {
  const tName = "Shree-Ganesh-E-Motors";
  const b = await seller(tName, "9811100006");
  const bytes = await jpegPhoto(900, 600, 7);
  const form = new FormData();
  form.set("photo", new File([bytes], "shop.jpg", { type: "image/jpeg" }));
  const sent = await postForm(b, "/seller/profile/photo", form);
  expect(sent.status).toBe(303);
  expect(sent.headers.get("Location")).toBe("/seller/profile?photo=sent");
  const [row] = (await changes(tName)).filter((c) => c.field === "photo");
  expect(await env.IMAGES.head(waitingPhotoKey(tName, row!.newValue))).not.toBeNull();
  const gallery = () => env.DB.prepare("SELECT version, isMain FROM photo WHERE ownerKey = ?1").bind(`trader/${tName}`).all<{ version: string; isMain: number }>();
  expect((await gallery()).results).toEqual([]);
  const op = await signIn();
  const shown = await browse(op, `/admin/profile-changes/${row!.id}/photo`);
  expect(shown.status).toBe(200);
  expect(shown.headers.get("Content-Type")).toBe("image/jpeg");
  expect(shown.headers.get("Cache-Control")).toContain("no-store");
  expect((await decide(op, row!, "approve")).status).toBe(200);
  expect((await gallery()).results).toEqual([{ version: row!.newValue, isMain: 1 }]);
  expect(await env.IMAGES.head(waitingPhotoKey(tName, row!.newValue))).toBeNull();

  // a file that is not a photo is refused on the profile page, and nothing waits
  const junk = new FormData();
  junk.set("photo", new File(["not a photo"], "x.jpg", { type: "image/jpeg" }));
  const refused = await postForm(b, "/hi/seller/profile/photo", junk);
  expect(refused.headers.get("Location")).toBe("/hi/seller/profile?photo=not_a_picture");
  expect(bodyText(await (await browse(b, "/hi/seller/profile?photo=not_a_picture")).text())).toContain("यह फ़ाइल JPEG, PNG या WebP फ़ोटो नहीं है।");
  expect((await changes(tName)).filter((c) => c.state === "pending")).toEqual([]);

  // a photo over the 2 MB limit is answered before it is read: 2 MB + 64 KB of form at most
  const big = new FormData();
  big.set("photo", new File([new Uint8Array(2 * 1024 * 1024 + 65 * 1024)], "big.jpg", { type: "image/jpeg" }));
  const tooLarge = await postForm(b, "/seller/profile/photo", big);
  expect(tooLarge.status).toBe(303);
  expect(tooLarge.headers.get("Location")).toBe("/seller/profile?photo=too_large");
  expect((await changes(tName)).filter((c) => c.state === "pending")).toEqual([]);
});

test.skipIf(remoteMode())("a second photo sent while one waits replaces it, and the first is no longer kept; the photo already on the page is not asked for again", async () => {
  const tName = "Shree-Ganesh-E-Motors";
  const b = await seller(tName, "9811100006");
  const send = async (bytes: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.set("photo", new File([bytes], "shop.jpg", { type: "image/jpeg" }));
    return (await postForm(b, "/seller/profile/photo", form)).headers.get("Location");
  };
  const live = (await liveProfile(env.DB, tName)).photo;
  const [first, second] = await Promise.all([jpegPhoto(640, 480, 11), jpegPhoto(640, 480, 12)]);
  expect(await send(first)).toBe("/seller/profile?photo=sent");
  const firstVersion = (await changes(tName)).find((c) => c.field === "photo" && c.state === "pending")!.newValue;
  expect(await send(second)).toBe("/seller/profile?photo=sent");
  const waiting = (await changes(tName)).filter((c) => c.field === "photo" && c.state === "pending");
  expect(waiting).toHaveLength(1);
  expect(waiting[0]!.newValue).not.toBe(firstVersion);
  expect(waiting[0]!.oldValue).toBe(live);
  expect(await env.IMAGES.head(waitingPhotoKey(tName, firstVersion))).toBeNull();
  expect(await env.IMAGES.head(waitingPhotoKey(tName, waiting[0]!.newValue))).not.toBeNull();
  // the photo approved above (the same bytes make the same version) is the live one already
  expect(await send(await jpegPhoto(900, 600, 7))).toBe("/seller/profile?photo=same");
});

test("the workspace's forms are held to a visitor form's 16 KB and its photo upload to 2 MB + 64 KB, at any spelling of the address", async () => {
  const b = await seller("Aravali-E-Vehicles", "9811100005");
  // 17 KB of form: over 16 KB (16 × 1024 bytes)
  const form = await browse(b, "/Seller/Profile", { method: "POST", body: new URLSearchParams({ _xsrf: b.xsrf, offerEn: "x".repeat(17 * 1024) }) });
  expect(form.status).toBe(413);
  // 2 MB + 65 KB of photo: over 2 × 1024 × 1024 + 64 × 1024 bytes
  const big = new FormData();
  big.set("photo", new File([new Uint8Array(2 * 1024 * 1024 + 65 * 1024)], "big.jpg", { type: "image/jpeg" }));
  const photo = await postForm(b, "/hi/Seller/PROFILE/photo", big);
  expect(photo.status).toBe(303);
  expect(photo.headers.get("Location")).toBe("/hi/seller/profile?photo=too_large");
});
