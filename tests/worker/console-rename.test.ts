import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { modelCityPath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";
import { bodyText, browse, fetchWorker, getPage, ledger, postForm, remoteMode, sendEnquiry, signIn } from "./helpers";

// Renaming is renaming (docs/decisions/125-rename-is-rename.md): the console renames a brand, a
// model, a town or a trader everywhere it is named, in one D1 batch; the old addresses answer 301
// to the new ones; a taken name is refused beside the field; a delete says what else goes first.
// The tests of this file share one database: each renames or deletes records of its own.

afterEach(() => vi.restoreAllMocks());

const n = (sql: string, ...params: unknown[]) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).bind(...params).first<number>("n");
const rename = async (entity: string, key: Record<string, string>, to: string) =>
  postForm(await signIn(), `/admin/catalogue/${entity}/rename?${new URLSearchParams(key)}`, { to });

test.skipIf(remoteMode())("rename updates every reference: a model's prices, dealers' products, page data, picture and leads follow in one batch", async () => {
  await sendEnquiry("9866600001"); // Mahindra Treo at Shree Ganesh E-Motors
  await env.IMAGES.put("model/Mahindra/Treo.jpg", new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/jpeg" } });
  await env.DB.prepare("INSERT INTO image_version (key, version, contentType, bytes, uploadedAt) VALUES ('model/Mahindra/Treo.jpg', 'abc', 'image/jpeg', 3, 1)").run();
  const prices = await n("price WHERE brandName = 'Mahindra' AND name = 'Treo'");
  const products = await n("trader_product WHERE brandName = 'Mahindra' AND modelName = 'Treo'");
  expect(prices).toBeGreaterThan(0);
  expect(products).toBeGreaterThan(0);
  const res = await rename("models", { brandName: "Mahindra", name: "Treo" }, "Treo Plus");
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/catalogue/models/edit?brandName=Mahindra&name=Treo+Plus&saved");

  expect(await n("product WHERE brandName = 'Mahindra' AND name = 'Treo'")).toBe(0);
  expect(await n("product WHERE brandName = 'Mahindra' AND name = 'Treo Plus'")).toBe(1);
  expect(await n("price WHERE brandName = 'Mahindra' AND name = 'Treo Plus'")).toBe(prices);
  expect(await n("price WHERE brandName = 'Mahindra' AND name = 'Treo'")).toBe(0);
  expect(await n("trader_product WHERE brandName = 'Mahindra' AND modelName = 'Treo Plus'")).toBe(products);
  expect(await n("metadata WHERE name = 'Mahindra Treo'")).toBe(0);
  const h1 = await env.DB.prepare("SELECT h1 FROM metadata WHERE name = 'Mahindra Treo Plus' AND value = 'Noida'").first<string>("h1");
  expect(h1).toBe("Mahindra Treo Plus Price in Noida");
  // the picture: copied to its new key, the old copy deleted, the index following
  expect(await env.IMAGES.get("model/Mahindra/Treo.jpg")).toBeNull();
  const copy = await env.IMAGES.get("model/Mahindra/Treo-Plus.jpg");
  expect(new Uint8Array(await copy!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  expect(await n("image_version WHERE key = 'model/Mahindra/Treo-Plus.jpg'")).toBe(1);
  // the lead keeps what the buyer sent and links to the renamed model (and the duplicate rule follows it)
  const [lead] = (await ledger("9866600001")) as unknown as Record<string, string>[];
  expect(lead).toMatchObject({ modelName: "Treo", catalogueModel: "Treo Plus", modelKey: "mahindra|treo plus" });

  // the model's own heading names it anew, as its page data do
  const h2 = await env.DB.prepare("SELECT h2 FROM product WHERE brandName = 'Mahindra' AND name = 'Treo Plus'").first<string>("h2");
  expect(h2).toContain("Mahindra Treo Plus");
  // a comparison naming the old model moves to the new, the other model kept
  const compared = await fetchWorker("/hi/compare/Mahindra/Treo/vs/Piaggio/Ape-E-City", { redirect: "manual" });
  expect(compared.status).toBe(301);
  expect(compared.headers.get("Location")).toBe("/hi/compare/Mahindra/Treo-Plus/vs/Piaggio/Ape-E-City");
  const page = await getPage("/brand/Mahindra/Treo-Plus");
  expect(page.status).toBe(200);
  expect(page.text).toContain("Mahindra Treo Plus");
});

test.skipIf(remoteMode())("rename updates every reference: a brand's models, prices, dealers' brand lists and leads; a town's prices and dealers; a trader's own rows", async () => {
  await sendEnquiry("9866600002", { brandName: "Mini Metro", modelName: "Deluxe" });
  const models = await n("product WHERE brandName = 'Mini Metro'");
  expect((await rename("brands", { brandName: "Mini Metro" }, "Mini Metro EV")).status).toBe(303);
  expect(await n("product WHERE brandName = 'Mini Metro EV'")).toBe(models);
  expect(await n("product WHERE brandName = 'Mini Metro'")).toBe(0);
  expect(await n("price WHERE brandName = 'Mini Metro'")).toBe(0);
  expect(await n("trader_product WHERE brandName = 'Mini Metro'")).toBe(0);
  expect(await n("metadata WHERE name = 'brand' AND value = 'Mini Metro EV'")).toBe(1);
  const deal = await env.DB.prepare("SELECT brandDeal FROM trader WHERE tName = 'Shree-Ganesh-E-Motors'").first<string>("brandDeal");
  expect(JSON.parse(deal!)).toEqual(expect.arrayContaining(["Mahindra", "Mini Metro EV"]));
  expect(JSON.parse(deal!)).not.toContain("Mini Metro");
  const [lead] = (await ledger("9866600002")) as unknown as Record<string, string>[];
  expect(lead).toMatchObject({ brandName: "Mini Metro", catalogueBrand: "Mini Metro EV" });

  const noidaPrices = await n("price WHERE cityName = 'Noida'");
  const noidaDealers = await n("trader WHERE cityName = 'Noida'");
  const aPrice = (await env.DB.prepare("SELECT brandName, name, cityName FROM price WHERE cityName = 'Noida' LIMIT 1").first<Record<string, string>>())!;
  expect((await rename("prices", aPrice, "Gautam Buddh Nagar")).status).toBe(303);
  expect(await n("price WHERE cityName = 'Noida'")).toBe(0);
  expect(await n("price WHERE cityName = 'Gautam Buddh Nagar'")).toBe(noidaPrices);
  expect(await n("trader WHERE cityName = 'Gautam Buddh Nagar'")).toBe(noidaDealers);
  expect(await n("metadata WHERE value = 'Noida' AND name LIKE 'Mahindra %'")).toBe(0);
  // the town's dealer lists move with it
  const dealers = await fetchWorker("/city/Noida/electric-rickshaw-dealers", { redirect: "manual" });
  expect(dealers.status).toBe(301);
  expect(dealers.headers.get("Location")).toBe("/city/Gautam-Buddh-Nagar/electric-rickshaw-dealers");

  await sendEnquiry("9866600003", { tName: "Aravali-E-Vehicles", cityName: "Gurgaon", modelName: "Treo Yaari" });
  expect((await rename("traders", { tName: "Aravali-E-Vehicles" }, "Aravali-EV")).status).toBe(303);
  expect(await n("trader WHERE tName = 'Aravali-EV'")).toBe(1);
  expect(await n("trader_product WHERE tName = 'Aravali-E-Vehicles'")).toBe(0);
  expect(await n("metadata WHERE value = 'Aravali-EV' AND name LIKE 'dealer-%'")).toBe(3);
  const [traderLead] = (await ledger("9866600003")) as unknown as Record<string, string>[];
  expect(traderLead).toMatchObject({ tName: "Aravali-E-Vehicles", traderTName: "Aravali-EV", traderKey: "aravali ev" });
});

test.skipIf(remoteMode())("old URL answers 301 to the new, in both languages; a page that exists never reads the redirects", async () => {
  const city = await env.DB.prepare("SELECT cityName FROM price WHERE brandName = 'Mahindra' AND name = 'Treo Zor' LIMIT 1").first<string>("cityName");
  expect((await rename("models", { brandName: "Mahindra", name: "Treo Zor" }, "Treo Zor Max")).status).toBe(303);
  const moved = async (path: string) => {
    const res = await fetchWorker(path, { redirect: "manual" });
    await res.body?.cancel();
    return [res.status, res.headers.get("Location")];
  };
  expect(await moved("/brand/Mahindra/Treo-Zor")).toEqual([301, "/brand/Mahindra/Treo-Zor-Max"]);
  expect(await moved("/hi/brand/Mahindra/Treo-Zor")).toEqual([301, "/hi/brand/Mahindra/Treo-Zor-Max"]);
  const inCity = (model: string) => modelCityPath("Mahindra", model, city!);
  expect(await moved(`${inCity("Treo Zor")}?utm_source=x`)).toEqual([301, `${inCity("Treo Zor Max")}?utm_source=x`]);
  const page = await getPage(inCity("Treo Zor Max"));
  expect(page.status).toBe(200);
  expect(page.text).toContain("Treo Zor Max");

  expect((await rename("traders", { tName: "Shiv-Shakti-Motors" }, "Shiv-Shakti-EV")).status).toBe(303);
  expect(await moved("/dealer/Shiv-Shakti-Motors/Contact")).toEqual([301, "/dealer/Shiv-Shakti-EV/Contact"]);
  expect(await moved("/hi/dealer/shiv-shakti-motors/About")).toEqual([301, "/hi/dealer/Shiv-Shakti-EV/About"]);

  // renamed again: the oldest address leads straight to the newest
  expect((await rename("models", { brandName: "Mahindra", name: "Treo Zor Max" }, "Treo Zor Pro")).status).toBe(303);
  expect(await moved("/brand/Mahindra/Treo-Zor")).toEqual([301, "/brand/Mahindra/Treo-Zor-Pro"]);

  const prepare = vi.spyOn(env.DB, "prepare");
  expect((await getPage("/brand/Mahindra/Treo-Zor-Pro")).status).toBe(200);
  expect((await getPage("/brand/Nothing-Here")).status).toBe(404);
  const read = prepare.mock.calls.filter(([sql]) => sql.includes("renamed_path"));
  expect(read).toHaveLength(1); // the 404's, not the page's
});

test.skipIf(remoteMode())("a taken name is refused with a message beside the field, and nothing changes", async () => {
  const b = await signIn();
  const path = "/admin/catalogue/brands/rename?brandName=Piaggio";
  const taken = await postForm(b, path, { to: "mahindra" });
  expect(taken.status).toBe(409);
  const html = await taken.text();
  expect(html).toMatch(/<small id="rename-error"/);
  expect(bodyText(html)).toContain('"Mahindra" is taken: choose a name no other brand has.');
  expect(html).toMatch(/aria-invalid="true" aria-describedby="rename-error rename-help"/);
  expect(html).toContain('value="mahindra"');
  expect(await n("brand WHERE brandName = 'Piaggio'")).toBe(1);

  const unsafe = await postForm(b, path, { to: "Piaggio ✓" });
  expect(unsafe.status).toBe(400);
  expect(bodyText(await unsafe.text())).toContain("Letters, digits and ASCII punctuation only");
  const long = await postForm(b, path, { to: "P".repeat(121) });
  expect(long.status).toBe(400);
  expect(bodyText(await long.text())).toMatch(/The name is 121 characters/);
  const forged = await browse(b, path, { method: "POST", body: new URLSearchParams({ to: "Piaggio India" }) });
  expect(forged.status).toBe(403);
  expect(await n("brand WHERE brandName = 'Piaggio'")).toBe(1);
  expect(await n("renamed_path WHERE fromPath = '/brand/Piaggio'")).toBe(0);
});

test.skipIf(remoteMode())("delete lists what goes and needs confirmation; its pages are 404 after it", async () => {
  const model = (await env.DB.prepare("SELECT brandName, name FROM price WHERE brandName = 'Piaggio' ORDER BY name LIMIT 1").first<{ brandName: string; name: string }>())!;
  const prices = await n("price WHERE brandName = ?1 AND name = ?2", model.brandName, model.name);
  const b = await signIn();
  const path = `/admin/catalogue/models/delete?${new URLSearchParams({ brandName: model.brandName, name: model.name })}`;
  const edit = bodyText(await (await browse(b, `/admin/catalogue/models/edit?${new URLSearchParams({ brandName: model.brandName, name: model.name })}`)).text());
  expect(edit).toContain("Delete this model…");

  const ask = await browse(b, path);
  expect(ask.status).toBe(200);
  const text = bodyText(await ask.text());
  expect(text).toContain(`Delete Piaggio ${model.name}?`);
  expect(text).toContain(`${prices} city prices`);
  expect(text).toMatch(/Leads that name it/);
  expect(await n("product WHERE brandName = ?1 AND name = ?2", model.brandName, model.name)).toBe(1);

  const unconfirmed = await postForm(b, path, {});
  expect(unconfirmed.status).toBe(400);
  expect(await n("product WHERE brandName = ?1 AND name = ?2", model.brandName, model.name)).toBe(1);

  const done = await postForm(b, path, { confirm: "delete" });
  expect(done.status).toBe(303);
  expect(done.headers.get("Location")).toBe(`/admin/catalogue/models?${new URLSearchParams({ deleted: `Piaggio ${model.name}` })}`);
  expect(await n("product WHERE brandName = ?1 AND name = ?2", model.brandName, model.name)).toBe(0);
  expect(await n("price WHERE brandName = ?1 AND name = ?2", model.brandName, model.name)).toBe(0);
  expect(await n("trader_product WHERE brandName = ?1 AND modelName = ?2", model.brandName, model.name)).toBe(0);
  expect((await getPage(brandPath("Piaggio", model.name))).status).toBe(404);

  // a renamed record deleted: its old address leads nowhere, so it is the 404 page too
  expect((await rename("traders", { tName: "Moga-Motors" }, "Moga-EV")).status).toBe(303);
  expect((await postForm(b, "/admin/catalogue/traders/delete?tName=Moga-EV", { confirm: "delete" })).status).toBe(303);
  expect((await getPage("/dealer/Moga-Motors/About")).status).toBe(404);
  expect((await getPage("/dealer/Moga-EV/About")).status).toBe(404);
});
