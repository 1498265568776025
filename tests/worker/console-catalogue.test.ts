import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { CATALOGUE_ENTITIES } from "#app/features/catalogue/rules/entities";
import { ADMIN_TOKEN, bodyText, browse, fetchWorker, getPage, postForm, remoteMode, signIn, untilPageCached } from "./helpers";

// The catalogue exported and imported as CSV (columns named as the spec's
// fields, rows checked with the contract's schemas, a dry run first), written in one D1 batch that
// purges exactly the cache tags it touches, so pages show the change at once; single records
// edited in a form; in remote-origin mode, the remote origin's catalogue, not edited here.

afterEach(() => vi.restoreAllMocks());

const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const exportCsv = (entity: string) => fetchWorker(`/admin/api/catalogue/${entity}.csv`, { headers: bearer });
const importCsv = (entity: string, csv: string, dryRun = false) =>
  fetchWorker(`/admin/api/catalogue/${entity}${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: csv });

type Report = { added: { row: number; key: string }[]; changed: { row: number; key: string; fields: string[] }[]; unchanged: number; rejected: { row: number; reason: string }[]; purged: { keys: number } | null };

test.skipIf(remoteMode())("an export then an import of the same file changes nothing, for every entity", async () => {
  for (const entity of CATALOGUE_ENTITIES) {
    const res = await exportCsv(entity);
    expect(res.status, entity).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)], entity).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const rows = csv.trim().split("\r\n").length - 1;
    const report = (await (await importCsv(entity, csv, true)).json()) as Report;
    expect(report, entity).toMatchObject({ added: [], changed: [], rejected: [] });
    expect(report.unchanged, entity).toBeGreaterThan(0);
    expect(report.unchanged, entity).toBeLessThanOrEqual(rows);
    const written = (await (await importCsv(entity, csv)).json()) as Report;
    expect(written.purged, entity).toEqual({ keys: 0 });
  }
});

test.skipIf(remoteMode())("the dry run answers what would be added, changed and rejected, and writes nothing", async () => {
  const csv = "brandName,name,cityName,exShowroomPrice\nMahindra,Treo,Noida,250001\nMahindra,Treo,Bilaspur,240000\nMahindra,Treo Zor,Noida,1 lakh\n";
  const res = await importCsv("prices", csv, true);
  expect(res.status).toBe(200);
  const report = (await res.json()) as Report;
  expect(report.changed).toEqual([{ row: 2, key: "Mahindra|Treo|Noida", fields: ["exShowroomPrice"] }]);
  expect(report.added.map((a) => a.key)).toEqual(["Mahindra|Treo|Bilaspur"]);
  expect(report.rejected).toEqual([{ row: 4, key: "Mahindra|Treo Zor|Noida", reason: expect.stringMatching(/^exShowroomPrice: /) }]);
  expect(report.purged).toBeNull();
  const stored = await env.DB.prepare("SELECT exShowroomPrice FROM price WHERE brandName = 'Mahindra' AND name = 'Treo' AND cityName = 'Noida'").first<number>("exShowroomPrice");
  expect(stored).not.toBe(250001);
});

test.skipIf(remoteMode())("an import with a rejected row writes nothing and answers 400 with each row's reason", async () => {
  const batch = vi.spyOn(env.DB, "batch");
  const res = await importCsv("brands", "brandName,popularity\nZenvolt,3\n,4\n");
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: "rows_rejected", message: "1 row(s) rejected: nothing was imported", issues: [{ path: "row 3", message: "brandName: Required" }] } });
  expect(batch).not.toHaveBeenCalled();
  expect(await env.DB.prepare("SELECT 1 FROM brand WHERE brandName = 'Zenvolt'").first()).toBeNull();
});

test.skipIf(remoteMode())("an import writes its rows in one D1 batch and every cached page is renewed at once, the pages showing them too", async () => {
  await (await fetchWorker("/brand/Mahindra/Treo")).text();
  await untilPageCached("/brand/Mahindra/Treo");
  await (await fetchWorker("/brand/Piaggio")).text();
  await untilPageCached("/brand/Piaggio");
  const batch = vi.spyOn(env.DB, "batch");
  const res = await importCsv("models", "brandName,name,price,mileage\nMahindra,Treo,312345,141 km\n");
  expect(res.status).toBe(200);
  const report = (await res.json()) as Report;
  expect(report.changed).toEqual([{ row: 2, key: "Mahindra|Treo", fields: ["price", "mileage"] }]);
  expect(report.purged).toEqual({ keys: 0 });
  expect(batch).toHaveBeenCalledTimes(1);
  const page = await getPage("/brand/Mahindra/Treo");
  expect(page.headers.get("X-Cache")).toBe("MISS");
  expect(page.text).toContain("141 km");
  // a model's own price is no price a page states: its price is its towns' (docs/decisions/145)
  expect(page.text).not.toContain("₹3,12,345");
  // Pages are filed under the catalogue generation, which every change advances (decision 132).
  expect((await fetchWorker("/brand/Piaggio")).headers.get("X-Cache")).toBe("MISS");
});

test.skipIf(remoteMode())("a new model with a Noida price: its model page and model-in-city page answer 200 at once", async () => {
  expect((await getPage("/brand/Mahindra/Zeno-X1")).status).toBe(404); // the empty answer is cached now
  const models = await importCsv("models", "brandName,name,categoryName,typeName,price,mileage\nMahindra,Zeno X1,three wheeler,e rickshaw,154000,110 km\n");
  expect(((await models.json()) as Report).added).toEqual([{ row: 2, key: "Mahindra|Zeno X1" }]);
  const prices = await importCsv("prices", "brandName,name,cityName,exShowroomPrice,type,dealer\nMahindra,Zeno X1,Noida,151000,e rickshaw,true\n");
  expect(((await prices.json()) as Report).added).toEqual([{ row: 2, key: "Mahindra|Zeno X1|Noida" }]);
  const model = await getPage("/brand/Mahindra/Zeno-X1");
  expect(model.status).toBe(200);
  expect(model.text).toContain("Mahindra Zeno X1");
  const inCity = await getPage("/brand/Mahindra/Zeno-X1/Price-In-Noida");
  expect(inCity.status).toBe(200);
  expect(inCity.text).toContain("₹1,51,000");
});

test.skipIf(remoteMode())("a single record edited in the console's form is saved with the same checks, and its page shows it", async () => {
  const b = await signIn();
  const edit = "/admin/catalogue/models/edit?brandName=Mahindra&name=Treo%20Yaari";
  const form = await browse(b, edit);
  expect(form.status).toBe(200);
  expect(await form.text()).toMatch(/name="batteryCapacity"[^>]*value="3\.69 kWh"|value="3\.69 kWh"[^>]*name="batteryCapacity"/);
  const bad = await postForm(b, edit, { brandName: "Mahindra", name: "Treo Yaari", price: "one lakh" });
  expect(bad.status).toBe(400);
  // refused beside its field, in words (tests/worker/console-words.test.ts)
  expect(bodyText(await bad.text())).toContain("Write a whole number in digits");
  const saved = await postForm(b, edit, { brandName: "Mahindra", name: "Treo Yaari", batteryCapacity: "4.2 kWh" });
  expect(saved.status).toBe(303);
  expect(saved.headers.get("Location")).toBe(`${edit.replace("%20", "+")}&saved`);
  expect((await getPage("/brand/Mahindra/Treo-Yaari")).text).toContain("4.2 kWh");
});

test("in remote-origin mode the catalogue belongs to the remote origin: the console says so and nothing edits it", async () => {
  if (!remoteMode()) {
    expect((await exportCsv("brands")).status).toBe(200);
    return;
  }
  for (const res of [await exportCsv("brands"), await importCsv("brands", "brandName,popularity\nZenvolt,3\n", true)]) {
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("remote_catalogue");
  }
  const b = await signIn();
  const page = bodyText(await (await browse(b, "/admin/catalogue")).text());
  expect(page).toContain("The catalogue belongs to the remote origin (origin.stub)");
  expect(page).not.toContain("Import a CSV file");
  const save = await postForm(b, "/admin/catalogue/brands/edit?brandName=Mahindra", { brandName: "Mahindra", popularity: "1" });
  expect(save.status).toBe(409);
});
