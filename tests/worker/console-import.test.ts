import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { CATALOGUE_ENTITIES } from "#app/features/catalogue/rules/entities";
import { ADMIN_TOKEN, bodyText, browse, fetchWorker, postForm, previewImport as preview, remoteMode, section, signIn } from "./helpers";

// The console's import in two steps (docs/decisions/130): a template per list, a preview that
// writes nothing, and an Apply that writes exactly what the preview showed, or nothing when the
// catalogue changed since.

const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** The Apply form's hidden values in a preview page. */
function applyFields(html: string): Record<string, string> {
  const form = section(html, "import-apply");
  const value = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";
  return { entity: value("entity"), upload: value("upload"), fingerprint: value("fingerprint"), intent: "apply" };
}

const treoNoida = () => env.DB.prepare("SELECT exShowroomPrice FROM price WHERE brandName = 'Mahindra' AND name = 'Treo' AND cityName = 'Noida'").first<{ exShowroomPrice: number }>();
const priceIn = (city: string) => env.DB.prepare("SELECT exShowroomPrice FROM price WHERE brandName = 'Mahindra' AND name = 'Treo' AND cityName = ?1").bind(city).first<{ exShowroomPrice: number }>();

const FILE = [
  "Brand,Model,Town,Ex-showroom price (₹)",
  "Mahindra,Treo,Noida,311111", // changed
  "Mahindra,Treo,Bilaspur,299999", // added
  'Mahindra,Treo,Korba,"3,10,000"', // refused
].join("\r\n");

test.skipIf(remoteMode())("each template downloads in plain column names with examples that import again with no row refused", async () => {
  const b = await signIn();
  for (const entity of CATALOGUE_ENTITIES) {
    const res = await browse(b, `/admin/api/catalogue/${entity}/template.csv?lang=hi`);
    expect(res.status, entity).toBe(200);
    expect(res.headers.get("Content-Disposition"), entity).toBe(`attachment; filename="${entity}-template-hi.csv"`);
    const csv = await res.text();
    const lines = csv.trim().split("\r\n");
    expect(lines.length, entity).toBeGreaterThanOrEqual(3);
    expect(lines[0], entity).toMatch(/[\u0900-\u097F]/);
    const report = (await (await fetchWorker(`/admin/api/catalogue/${entity}?dryRun=1`, { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: csv })).json()) as {
      rejected: unknown[];
      added: unknown[];
      changed: unknown[];
    };
    expect(report, entity).toMatchObject({ rejected: [], added: [], changed: [] });
  }
  // the English template of the models shows the Hindi columns filled in
  const models = await (await browse(b, "/admin/api/catalogue/models/template.csv?lang=en")).text();
  expect(models).toContain("About the model (Hindi)");
  expect(models.split("\r\n")[1]).toMatch(/[\u0900-\u097F]/);
});

test.skipIf(remoteMode())("the preview shows each row added, changed or refused and why, and writes nothing", async () => {
  const b = await signIn();
  const before = await treoNoida();
  const res = await preview(b, "prices", FILE);
  expect(res.status).toBe(200);
  const html = await res.text();
  const report = bodyText(section(html, "import-report"));
  expect(report).toContain("Row 2: Mahindra · Treo · Noida");
  expect(report).toMatch(/Ex-showroom price \(₹\): ₹[\d,]+ → ₹3,11,111/);
  expect(report).toContain("Row 3: Mahindra · Treo · Bilaspur");
  expect(report).toContain("Row 4 (Mahindra · Treo · Korba): Ex-showroom price (₹): write the amount in rupees in digits, like 125000");
  expect(bodyText(section(html, "import-apply"))).toContain("Apply: save 2 rows");
  expect(await treoNoida()).toEqual(before);
  expect(await priceIn("Bilaspur")).toBeNull();
});

test.skipIf(remoteMode())("apply writes exactly what the preview showed, the refused rows left out", async () => {
  const b = await signIn();
  const shown = applyFields(await (await preview(b, "prices", FILE)).text());
  expect(shown.upload).toMatch(/^[0-9a-f]{64}$/);
  const res = await postForm(b, "/admin/catalogue", shown);
  expect(res.status).toBe(200);
  expect(bodyText(section(await res.text(), "import-report"))).toMatch(/^Saved: Prices in towns/);
  expect(await treoNoida()).toEqual({ exShowroomPrice: 311111 });
  expect(await priceIn("Bilaspur")).toEqual({ exShowroomPrice: 299999 });
  expect(await priceIn("Korba")).toBeNull();
  // the kept file is used once: applying again finds nothing to apply
  const again = await postForm(b, "/admin/catalogue", shown);
  expect(again.status).toBe(410);
});

test.skipIf(remoteMode())("an apply whose catalogue changed since the preview is refused, writes nothing and shows the new preview", async () => {
  const b = await signIn();
  const shown = applyFields(await (await preview(b, "prices", FILE.replace("311111", "322222").replace("Bilaspur", "Raigarh"))).text());
  // another operator changes the price the file changes
  const other = await fetchWorker("/admin/api/catalogue/prices", { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: "brandName,name,cityName,exShowroomPrice\nMahindra,Treo,Noida,305000\n" });
  expect(other.status).toBe(200);
  const res = await postForm(b, "/admin/catalogue", shown);
  expect(res.status).toBe(409);
  const html = await res.text();
  expect(bodyText(html)).toContain("The catalogue changed after your preview, so nothing was saved.");
  expect(bodyText(section(html, "import-report"))).toMatch(/₹3,05,000 → ₹3,22,222/);
  expect(await treoNoida()).toEqual({ exShowroomPrice: 305000 });
  expect(await priceIn("Raigarh")).toBeNull();
  // the new preview's Apply writes it
  const fresh = applyFields(html);
  expect(fresh.fingerprint).not.toBe(shown.fingerprint);
  expect((await postForm(b, "/admin/catalogue", fresh)).status).toBe(200);
  expect(await treoNoida()).toEqual({ exShowroomPrice: 322222 });
});

test.skipIf(remoteMode())("the import page and its reasons follow the console's language", async () => {
  const b = await signIn();
  b.cookies.set("console-lang", "hi");
  const page = bodyText(section(await (await browse(b, "/admin/catalogue")).text(), "import"));
  expect(page).toContain("टेम्पलेट डाउनलोड करें");
  const res = await preview(b, "prices", "brandName,name,Colour\nMahindra,Treo,red\n");
  expect(res.status).toBe(400);
  expect(bodyText(await res.text())).toContain("फ़ाइल में ऐसे कॉलम हैं जिन्हें यह सूची नहीं जानती: \"Colour\"");
  const refused = bodyText(section(await (await preview(b, "prices", FILE)).text(), "import-report"));
  expect(refused).toContain("लाइन 4 (Mahindra · Treo · Korba)");
  expect(refused).toContain("रकम रुपयों में अंकों में लिखें");
});
