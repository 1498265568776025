import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readListQuery } from "#app/features/console/rules/list-query";
import { LIST_FILTERS } from "#app/features/console/rules/lists";
import { nameToSlug } from "#app/shared/rules/slug";
import { modelPage, modelSpec, picturePage, sqlSlug, traderPage } from "#app/features/console/server/lists/catalogue";
import { pageSql } from "#app/features/console/server/lists/page";
import { DEALER, bodyText, browse, section, signIn } from "./helpers";

// The console's lists (docs/decisions/126): one paging rule, searched and filtered in D1 a page at
// a time, in the order of an index; bad query values answer a page, never a server error.

const SCALE = "Scale Test Motors";
const ROWS = 10_000;
const models = (query: string) => readListQuery(new URLSearchParams(query), LIST_FILTERS.models);

beforeAll(async () => {
  // 10,000 models of one brand, written by SQLite itself (one statement, no 10,000 round trips).
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO product (brandName, name, categoryName, typeName, price) SELECT ?1, printf('Model %05d', i), 'three wheeler', 'e rickshaw', 100000 + i FROM n`,
  )
    .bind(SCALE, ROWS)
    .run();
});
afterAll(async () => {
  await env.DB.prepare("DELETE FROM product WHERE brandName = ?1").bind(SCALE).run();
});

test("a list of 10,000 rows answers page 1 and page 200 with the right rows and count", async () => {
  const first = await modelPage(env.DB, models(`brand=${SCALE}`));
  expect(first.total).toBe(ROWS);
  expect(first.rows.map((r) => r.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Model ${String(i + 1).padStart(5, "0")}`));
  const last = await modelPage(env.DB, models(`brand=${SCALE}&page=200`));
  expect(last.total).toBe(ROWS);
  expect(last.rows).toHaveLength(50);
  expect([last.rows[0]!.name, last.rows[49]!.name, last.rows[49]!.price]).toEqual(["Model 09951", "Model 10000", 110_000]);
  expect((await modelPage(env.DB, models(`brand=${SCALE}&page=201`))).rows).toEqual([]);
  // searched: a name's part, any case
  const found = await modelPage(env.DB, models("q=scale test motors model 0995"));
  expect([found.total, found.rows[0]!.name]).toEqual([10, "Model 09950"]);
});

test("a page of a list is read in order from an index, never sorted from the whole table", async () => {
  for (const query of ["", "page=200", `brand=${SCALE}&page=200`]) {
    const spec = modelSpec(models(query));
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${pageSql(spec).rows}`)
      .bind(...spec.binds, 50, 9950)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join(" | ");
    expect(details, query).toMatch(/USING (COVERING )?INDEX product_console/);
    expect(details, query).not.toMatch(/TEMP B-TREE/);
  }
});

test("the list page shows page 200 of 10,000 with previous and next links that keep the query", async () => {
  const b = await signIn();
  const html = await (await browse(b, `/admin/catalogue/models?brand=${encodeURIComponent(SCALE)}&page=200`)).text();
  expect(bodyText(section(html, "list-count"))).toBe("9951–10000 of 10000");
  expect(bodyText(section(html, "catalogue-records"))).toMatch(/^Scale Test Motors Model 09951 Vehicle type: E Rickshaw/);
  expect(html).toContain(`rel="prev" href="?brand=${SCALE.replaceAll(" ", "+")}&amp;page=199"`);
  expect(html).not.toContain('rel="next"');
});

test("bad query values answer the first page or a clear message, never a server error", async () => {
  const b = await signIn();
  for (const path of ["/admin/traders?page=-1", "/admin/traders?page=abc", "/admin/catalogue/prices?page=1e9", "/admin/pictures?photo=maybe&page=%00", "/admin/disputes?state=lost"]) {
    const res = await browse(b, path);
    expect(res.status, path).toBe(200);
    expect(bodyText(section(await res.text(), "list-count")), path).toMatch(/^1–\d+ of \d+$|^Nothing matches\.$/);
  }
  const long = await browse(b, `/admin/traders?q=${"x".repeat(61)}`);
  expect(long.status).toBe(200);
  expect(bodyText(await long.text())).toContain("The search was longer than 60 characters, so it was not run.");
  const past = await browse(b, "/admin/traders?page=999");
  expect(bodyText(section(await past.text(), "list-count"))).toMatch(/^There is no page 999: the list has \d+\.$/);
});

test("traders are compact rows found by name and narrowed by kind, town and activation", async () => {
  const page = await traderPage(env.DB, readListQuery(new URLSearchParams("q=ganesh&kind=Dealer&town=noida&activated=yes"), LIST_FILTERS.traders));
  expect(page.rows).toContainEqual({ tName: DEALER.tName, traderName: DEALER.traderName, traderType: "Dealer", cityName: "Noida", activated: true });
  expect((await traderPage(env.DB, readListQuery(new URLSearchParams("q=ganesh&activated=no"), LIST_FILTERS.traders))).rows.map((r) => r.tName)).not.toContain(DEALER.tName);
  const b = await signIn();
  const list = bodyText(section(await (await browse(b, "/admin/traders?q=shree")).text(), "console-traders"));
  expect(list).toContain(`${DEALER.traderName} Dealer Noida Activated: Yes`);
});

test("a trader's page is one screen with tabs the server answers", async () => {
  const b = await signIn();
  const base = `/admin/traders/${DEALER.tName}`;
  const tab = async (query: string) => bodyText(await (await browse(b, `${base}${query}`)).text());
  expect(await tab("")).toContain("Private lead page");
  expect(await tab("?tab=nonsense")).toContain("Private lead page");
  const phones = await tab("?tab=phones");
  expect(phones).toContain("Mobile that receives leads");
  expect(phones).toContain("CRM keys");
  expect(phones).not.toContain("Private lead page");
  expect(await tab("?tab=leads")).toContain("Leads of the last seven days");
  expect(await tab("?tab=billing")).toContain("Billing terms");
});

test("the picture key in SQL is the site's own picture address", async () => {
  for (const name of ["Treo", "Treo Yaari", "e-Alfa Mini (HRT)", "Zor/Grand 2", " Spaced  Name "]) {
    const row = await env.DB.prepare(`SELECT ${sqlSlug("?1")} AS slug`).bind(name).first<{ slug: string }>();
    expect(row!.slug, name).toBe(nameToSlug(name.trim()));
  }
});

test("the pictures list names what has no photo yet", async () => {
  await env.DB.prepare("INSERT OR REPLACE INTO image_version (key, version, contentType, bytes, uploadedAt) VALUES ('model/Scale-Test-Motors/Model-00002.jpg', 'abcdef0123', 'image/png', 12, 1)").run();
  const pictures = (query: string) => picturePage(env.DB, readListQuery(new URLSearchParams(query), LIST_FILTERS.pictures));
  const lacking = await pictures("q=scale test motors model 0000&photo=lacks");
  expect(lacking.rows.map((r) => r.name)).toEqual(["Model 00001", "Model 00003", "Model 00004", "Model 00005", "Model 00006", "Model 00007", "Model 00008", "Model 00009"]);
  const having = await pictures("q=scale test motors&photo=has");
  expect(having.rows).toEqual([{ kind: "model", brandName: SCALE, name: "Model 00002", key: "model/Scale-Test-Motors/Model-00002.jpg", version: "abcdef0123", photos: 0 }]);
  await env.DB.prepare("DELETE FROM image_version WHERE key = 'model/Scale-Test-Motors/Model-00002.jpg'").run();
});
