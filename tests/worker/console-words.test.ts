import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { bodyText, browse, postForm, remoteMode, section, signIn } from "./helpers";

// Words of the trade (docs/decisions/124): the console's record form names each field in plain
// words with its help and unit, in the operator's language, offers the catalogue's own names as
// choices, and refuses a bad value beside its field, keeping what was typed.

const EDIT = "/admin/catalogue/models/edit?brandName=Mahindra&name=Treo";

/** The opening tag of the element with this id. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`))?.[0] ?? "";

test.skipIf(remoteMode())("the record form names each field in plain words with its help and unit, never by its storage name", async () => {
  const b = await signIn();
  const html = await (await browse(b, EDIT)).text();
  const text = bodyText(section(html, "record-form"));
  for (const label of ["Vehicle type", "Category", "Price (₹)", "Mileage on one charge (km)", "Front Shock Absorber", "Ground Clearance (mm)", "Length x Width x Height (mm)"]) {
    expect(text).toContain(label);
  }
  for (const storage of ["fSockAbsorber", "groundClearnce", "lwh", "h2", "typeName"]) expect(text).not.toContain(storage);
  // the storage name stays the input's name, and each input is described by its help
  expect(tagOf(html, "field-groundClearnce")).toContain('name="groundClearnce"');
  expect(tagOf(html, "field-groundClearnce")).toContain('aria-describedby="field-groundClearnce-help"');
  expect(html).toMatch(/<small id="field-groundClearnce-help">Height of the lowest point above the road/);
});

test.skipIf(remoteMode())("brand, category, type and town are chosen from the catalogue's own names, shown by their display names", async () => {
  const b = await signIn();
  const html = await (await browse(b, EDIT)).text();
  expect(tagOf(html, "field-typeName")).toMatch(/^<select /);
  expect(tagOf(html, "field-categoryName")).toMatch(/^<select /);
  expect(tagOf(html, "field-cityName")).toMatch(/^<select /);
  expect(html).toMatch(/<option value="electric auto rickshaw"[^>]*>Electric Auto Rickshaw<\/option>/);
  expect(html).toMatch(/<option value="three wheeler"[^>]*>Three Wheeler<\/option>/);
  expect(html).toMatch(/<option value="Noida"[^>]*>Noida<\/option>/);
  // a new price chooses its brand and town
  const price = await (await browse(b, "/admin/catalogue/prices/edit")).text();
  expect(tagOf(price, "field-brandName")).toMatch(/^<select /);
  expect(price).toMatch(/<option value="Mahindra"[^>]*>Mahindra<\/option>/);
  // a name the catalogue does not have is refused beside its field
  const odd = await postForm(b, EDIT, { brandName: "Mahindra", name: "Treo", typeName: "flying car" });
  expect(odd.status).toBe(400);
  expect(await odd.text()).toMatch(/<p id="field-typeName-problem" class="console-problem">The catalogue has no such name/);
});

test.skipIf(remoteMode())("required fields and formats are checked on the server, the message beside the field, the form keeping what was typed", async () => {
  const b = await signIn();
  const before = await env.DB.prepare("SELECT price, h2 FROM product WHERE brandName = 'Mahindra' AND name = 'Treo'").first();
  const res = await postForm(b, EDIT, { brandName: "Mahindra", name: "Treo", categoryName: "", price: "one lakh", h2: "Treo price list" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(tagOf(html, "field-price")).toContain('aria-invalid="true"');
  expect(tagOf(html, "field-price")).toContain('aria-describedby="field-price-problem field-price-help"');
  expect(tagOf(html, "field-price")).toContain('value="one lakh"');
  expect(html).toMatch(/<p id="field-price-problem" class="console-problem">Write a whole number in digits/);
  expect(html).toMatch(/<p id="field-categoryName-problem" class="console-problem">Fill this in\.<\/p>/);
  // what was typed in the other fields is kept too
  expect(tagOf(html, "field-h2")).toContain('value="Treo price list"');
  expect(tagOf(html, "field-h2")).not.toContain("aria-invalid");
  expect(bodyText(html)).toContain("Not saved: some fields need a change");
  expect(await env.DB.prepare("SELECT price, h2 FROM product WHERE brandName = 'Mahindra' AND name = 'Treo'").first()).toEqual(before);
});

test.skipIf(remoteMode())("the console follows the operator's language: the switch keeps Hindi in a cookie, and the form, the list and the import page read Hindi", async () => {
  const b = await signIn();
  const switched = await postForm(b, "/admin/language", { lang: "hi", next: EDIT });
  expect(switched.status).toBe(303);
  expect(switched.headers.get("Location")).toBe(EDIT);
  expect(b.cookies.get("console-lang")).toBe("hi");
  const form = await (await browse(b, EDIT)).text();
  expect(form).toContain('<div class="console" lang="hi-IN">');
  const text = bodyText(section(form, "record-form"));
  expect(text).toContain("ग्राउंड क्लीयरेंस (mm)");
  expect(text).toContain("वाहन का प्रकार");
  expect(form).toMatch(/<option value="electric auto rickshaw"[^>]*>इलेक्ट्रिक ऑटो<\/option>/);
  const bad = await postForm(b, EDIT, { brandName: "Mahindra", name: "Treo", price: "एक लाख" });
  expect(await bad.text()).toMatch(/<p id="field-price-problem" class="console-problem">पूरी संख्या अंकों में लिखें/);
  const list = bodyText(await (await browse(b, "/admin/catalogue/models?q=treo")).text());
  expect(list).toMatch(/वाहन का प्रकार: इलेक्ट्रिक ऑटो · कीमत: ₹\d{1,2},\d{2},\d{3}/);
  const catalogue = bodyText(await (await browse(b, "/admin/catalogue")).text());
  expect(catalogue).toContain("देखें क्या बदलेगा");
  expect(catalogue).not.toContain("dry run");
  // and back to English
  await postForm(b, "/admin/language", { lang: "en", next: "/admin/catalogue" });
  expect(bodyText(await (await browse(b, "/admin/catalogue")).text())).toContain("Show what would change");
});

test("the language switch is a form with the anti-forgery token: without it nothing changes", async () => {
  const b = await signIn();
  const forged = await postForm(b, "/admin/language", { lang: "hi", next: "/admin/catalogue", _xsrf: "forged" });
  expect(forged.status).toBe(303);
  expect(forged.headers.get("Location")).toBe("/admin/catalogue");
  expect(b.cookies.has("console-lang")).toBe(false);
  // and it goes back to console pages only
  const away = await postForm(b, "/admin/language", { lang: "hi", next: "https://elsewhere.example/" });
  expect(away.headers.get("Location")).toBe("/admin");
});

test.skipIf(remoteMode())("catalogue list rows read in plain words, with money as ₹1,19,000", async () => {
  const b = await signIn();
  const list = bodyText(await (await browse(b, "/admin/catalogue/models?q=treo")).text());
  expect(list).toMatch(/Vehicle type: Electric Auto Rickshaw · Price: ₹\d{1,2},\d{2},\d{3}/);
  expect(list).not.toMatch(/typeName|price: \d/);
});

test("the leads' vehicle-type filter shows display names, not the catalogue's internal names", async () => {
  const b = await signIn();
  const html = await (await browse(b, "/admin/leads")).text();
  expect(html).toMatch(/<option value="e rickshaw dealership">E Rickshaw Dealership<\/option>/);
  expect(html).toMatch(/<option value="spare parts">Spare Parts<\/option>/);
  expect(html).not.toMatch(/>e rickshaw dealership</);
});

test("every console page follows the console's language: leads, traders and a trader's tabs, billing, disputes, deliveries, outbox, rename and delete", async () => {
  const b = await signIn();
  b.cookies.set("console-lang", "hi");
  const trader = "/admin/traders/Shree-Ganesh-E-Motors";
  const pages: [path: string, hindi: string, english: string][] = [
    ["/admin/leads", "लीड दिखाएँ", "Show leads"],
    ["/admin/traders", "डीलर या निर्माता खोजें", "Find a trader"],
    [`${trader}?tab=profile`, "लीड का निजी पेज", "Private lead page"],
    [`${trader}?tab=phones`, "लीड पाने वाला मोबाइल", "Mobile that receives leads"],
    [`${trader}?tab=leads`, "पिछले सात दिन की लीड", "Leads of the last seven days"],
    [`${trader}?tab=billing`, "बिलिंग की शर्तें", "Billing terms"],
    ["/admin/billing", "सभी डीलर और निर्माता", "All traders"],
    ["/admin/disputes", "डीलर शुल्क लगी लीड पर 7 दिन के अंदर", "Traders dispute a charged lead"],
    ["/admin/deliveries", "दोबारा भेजने पर लीड की आईडी वही रहती है", "Sending one again keeps its lead id"],
    ["/admin/outbox", "एक मोबाइल के मैसेज", "Messages to one mobile"],
    // rename and delete belong to the embedded origin's catalogue (a remote origin owns its names)
    ...(remoteMode()
      ? []
      : ([
          ["/admin/catalogue/models/rename?brandName=Atul&name=Elite%20Plus", "उसके फ़ॉर्म पर लौटें", "Back to its form"],
          ["/admin/catalogue/brands/delete?brandName=Atul", "साथ में मिटेगा", "Goes with it"],
        ] satisfies [string, string, string][])),
  ];
  for (const [path, hindi, english] of pages) {
    const html = await (await browse(b, path)).text();
    expect([path, html.includes(hindi)]).toEqual([path, true]);
    expect([path, html.includes(english)]).toEqual([path, false]);
  }
});
