import { expect, test } from "vitest";
import { catalogueCsv, parseCatalogueCsv } from "#app/features/console/rules/csv";
import { catalogueEntities, columnsOf, fieldsOf } from "#app/features/catalogue/rules/entities";
import { type CatalogueReferences, planImport } from "#app/features/console/rules/import-plan";
import { PRODUCT_TECH_FIELDS } from "#app/shared/entities";
import { sampleTables } from "../../seed";

// Catalogue CSV files with the spec's field names; an import's dry run says
// what would be added, changed and rejected (row number and reason).

const refs: CatalogueReferences = { brands: ["Mahindra", "Piaggio"], models: [["Mahindra", "Treo"]] };
const treo = { brandName: "Mahindra", name: "Treo", cityName: "Noida", exShowroomPrice: 295000, rto: 0, insurance: 0, warranty: 0, accessory: 0, otherCharge: 0, emi: 0, deliveryFlag: false, offer: "", offerHi: "", h2: "", dealer: true, manufacturer: false, type: "electric auto rickshaw" };

function plan(entity: Parameters<typeof planImport>[0], csv: string, existing: Record<string, unknown>[] = []) {
  const parsed = parseCatalogueCsv(entity, csv);
  if (!parsed.ok) throw new Error(parsed.message);
  return planImport(entity, parsed.columns.length, parsed.records, existing, refs);
}

test("columns are named as the spec's fields, in its order: a model has every product field", () => {
  expect(columnsOf("brands")).toEqual(["brandName", "popularity"]);
  const models = columnsOf("models");
  // each specification value with its Hindi version beside it (docs/decisions/150)
  expect(models.slice(0, 11)).toEqual(["brandName", "name", "categoryName", "typeName", "cityName", "price", "mileage", "mileageHi", "pricePerKm", "speed", "speedHi"]);
  for (const field of [...PRODUCT_TECH_FIELDS, "aboutProduct", "approval", "h2", "description"]) expect(models).toContain(field);
  expect(columnsOf("prices")).toContain("deliveryFlag");
  expect(fieldsOf("traders").find((f) => f.name === "brandList")!.kind).toBe("list");
  expect(fieldsOf("traders").find((f) => f.name === "traderType")).toMatchObject({ kind: "choice", choices: ["Dealer", "Manufacturer"] });
});

test("an export then an import of the same file changes nothing", () => {
  const rows = [
    { ...treo, offer: '**Free helmet, "limited"**\nCall now', offerHi: "**हेलमेट मुफ़्त, \"सीमित\"**", h2: "-5% today", type: "=cmd" },
    { ...treo, cityName: "Agra", exShowroomPrice: 0, deliveryFlag: true },
  ];
  const csv = catalogueCsv("prices", rows);
  expect(csv.startsWith("\uFEFFbrandName,name,cityName,exShowroomPrice,")).toBe(true);
  const result = plan("prices", csv, rows);
  expect(result).toMatchObject({ added: [], changed: [], rejected: [], unchanged: 2 });
});

test("the dry run names added and changed rows with the fields that change", () => {
  const csv = "brandName,name,cityName,exShowroomPrice\nMahindra,Treo,Noida,299000\nMahindra,Treo,Gurgaon,295000\n";
  const result = plan("prices", csv, [treo]);
  expect(result.changed).toMatchObject([{ row: 2, key: "Mahindra|Treo|Noida", fields: ["exShowroomPrice"] }]);
  expect(result.changed[0]!.item).toMatchObject({ exShowroomPrice: 299000, type: "electric auto rickshaw", dealer: true });
  expect(result.added).toMatchObject([{ row: 3, key: "Mahindra|Treo|Gurgaon", item: { exShowroomPrice: 295000, rto: 0, dealer: false } }]);
});

test("rejected rows come with their spreadsheet row number and the schema's reason", () => {
  const csv = [
    "brandName,name,cityName,exShowroomPrice,deliveryFlag",
    "Mahindra,Treo,Noida,1,25,000", // unquoted commas: too many cells
    'Mahindra,Treo,Noida,"1,25,000",false', // not a whole number
    "Mahindra,Treo,Agra,100,perhaps",
    ",Treo,Agra,100,false",
    "Mahindra,Zor,Agra,100,false", // no such model
    "Mahindra,Treo,नोएडा,100,false",
    "",
  ].join("\n");
  const result = plan("prices", csv, [treo]);
  expect(result.added).toEqual([]);
  expect(result.rejected.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
  const reasons = result.rejected.map((r) => r.reason);
  expect(reasons[0]).toBe("6 cells where the header has 5 columns");
  expect(reasons[1]).toMatch(/^exShowroomPrice: /);
  expect(reasons[2]).toMatch(/^deliveryFlag: /);
  expect(reasons[3]).toBe("brandName: Required");
  expect(reasons[4]).toMatch(/no model "Mahindra Zor" in the catalogue/);
  expect(reasons[5]).toMatch(/^cityName: Letters, digits and ASCII punctuation only/);
});

test("a second row for the same record, or another spelling of a stored one, is rejected", () => {
  const csv = "brandName,popularity\nOla,5\nOla,6\nmahindra,9\n";
  const result = plan("brands", csv, [{ brandName: "Mahindra", popularity: 1 }]);
  expect(result.added.map((a) => a.key)).toEqual(["Ola"]);
  expect(result.rejected).toEqual([
    { row: 3, key: "Ola", reason: "the same brand as row 2", problem: { key: "sameAs", values: { row: 2 } } },
    { row: 4, key: "mahindra", reason: '"mahindra" is in the catalogue as "Mahindra": use that spelling', problem: { key: "spelling", values: { title: "mahindra", stored: "Mahindra" } } },
  ]);
});

test("a model's brand must be in the catalogue", () => {
  const result = plan("models", "brandName,name,categoryName,typeName\nNowhere,X1,three wheeler,e rickshaw\nPiaggio,Ape E City FX,three wheeler,electric auto rickshaw\n");
  expect(result.rejected).toMatchObject([{ row: 2, reason: expect.stringMatching(/no brand "Nowhere"/) }]);
  expect(result.added.map((a) => a.title)).toEqual(["Piaggio Ape E City FX"]);
});

test("lists are JSON in their cell; flags read true/false, yes/no or 1/0", () => {
  const csv = 'tName,traderName,traderType,activate,typeName,brandDeal\nNew-Motors,New Motors,Dealer,1,"[""E Rickshaw""]","[""Mahindra""]"\nBad-Motors,Bad,Dealer,1,E Rickshaw,[]\n';
  const result = plan("traders", csv);
  expect(result.added[0]!.item).toMatchObject({ typeName: ["E Rickshaw"], brandDeal: ["Mahindra"], brandList: [], activate: "1" });
  expect(result.rejected).toMatchObject([{ row: 3, reason: expect.stringMatching(/^typeName: /) }]);
  expect(plan("prices", "brandName,name,cityName,deliveryFlag\nMahindra,Treo,Agra,yes\n").added[0]!.item.deliveryFlag).toBe(true);
});

test("a file whose columns are not the spec's fields, or which lacks a key column, is refused as a whole", () => {
  expect(parseCatalogueCsv("brands", "brand,popularity\nX,1\n")).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown column "brand"/) });
  expect(parseCatalogueCsv("prices", "brandName,name,exShowroomPrice\n")).toMatchObject({ ok: false, message: 'Missing column "cityName": it names the record' });
  expect(parseCatalogueCsv("brands", "")).toMatchObject({ ok: false });
  expect(parseCatalogueCsv("brands", 'brandName,popularity\n"Ola,5\n')).toMatchObject({ ok: false, message: expect.stringMatching(/quoted cell is not closed/) });
});

test("quoted cells keep commas, quotes and line breaks; the byte-order mark is not part of the first column", () => {
  const parsed = parseCatalogueCsv("blogs", '\uFEFFurl,category,name,activate,html\r\nev-tips,blog,"Tips, tricks",1,"<p>a ""b""</p>\r\n<p>c</p>"\r\n');
  expect(parsed).toMatchObject({ ok: true, columns: ["url", "category", "name", "activate", "html"], records: [{ row: 2, cells: { name: "Tips, tricks", html: '<p>a "b"</p>\r\n<p>c</p>' } }] });
});

test("a list of objects whose keys come in another order is not a change", () => {
  const stored = catalogueEntities.traders.schema.parse({
    tName: "New-Motors", traderName: "New Motors", traderType: "Dealer", activate: "1",
    brandList: [{ tName: "New-Motors", brandName: "Mahindra", modelName: "Treo", title: "", traderName: "", offeredBy: "" }],
  });
  const csv = 'tName,brandList\nNew-Motors,"[{""modelName"":""Treo"",""brandName"":""Mahindra""}]"\n';
  expect(plan("traders", csv, [stored])).toMatchObject({ changed: [], unchanged: 1 });
});

test("a file is read with the comma as its delimiter, however many semicolons its first rows hold (the sample articles' Hindi intros)", () => {
  // in the console's order (by section and url): the first rows' semicolons once made Papa Parse guess ";"
  const articles = sampleTables().article.map((a) => ({ ...a })).sort((a, b) => `${a.name}|${a.url}`.localeCompare(`${b.name}|${b.url}`));
  const csv = catalogueCsv("articles", articles);
  const parsed = parseCatalogueCsv("articles", csv);
  expect(parsed.ok && parsed.columns).toEqual(columnsOf("articles"));
  expect(parsed.ok && parsed.records).toHaveLength(articles.length);
});
