import { expect, test } from "vitest";
import { fieldText } from "#app/features/console/components/field-words";
import { columnAliases, columnName, templateCsv } from "#app/features/console/import-columns";
import { importProblemText, importView } from "#app/features/console/import-words";
import { type FileProblem, parseCatalogueCsv } from "#app/features/console/rules/csv";
import { CATALOGUE_ENTITIES, type CatalogueEntity, type CatalogueItem, catalogueEntities, fieldsOf } from "#app/features/catalogue/rules/entities";
import { type CatalogueReferences, planFingerprint, planImport } from "#app/features/console/rules/import-plan";
import { namesIn } from "#app/shared/i18n/names.server";

// The import anyone can use (docs/decisions/130): templates with plain column names from the
// console's field words, a header read in either language or by storage name, and a preview that
// says per row what is added, changed (old → new), unchanged or refused and why, in the
// operator's language.

const refs: CatalogueReferences = { brands: ["Mahindra"], models: [["Mahindra", "Treo"]] };
const parse = (entity: CatalogueEntity, csv: string) => {
  const parsed = parseCatalogueCsv(entity, csv, columnAliases(entity));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
};
const plan = (entity: CatalogueEntity, csv: string, existing: CatalogueItem[] = []) => {
  const parsed = parse(entity, csv);
  return planImport(entity, parsed.columns.length, parsed.records, existing, refs);
};
const treo = catalogueEntities.prices.schema.parse({
  brandName: "Mahindra", name: "Treo", cityName: "Noida", exShowroomPrice: 295000, rto: 12000, insurance: 9000,
  offer: "**Free helmet**", offerHi: "**हेलमेट मुफ़्त**", dealer: true, type: "electric auto rickshaw",
}) as CatalogueItem;

test("a template's header is each field's column name from the console's field words, with its unit, in the operator's language", () => {
  const [header] = templateCsv("en", "prices", []).replace(/^\uFEFF/, "").split("\r\n");
  expect(header!.split(",")).toEqual(fieldsOf("prices").map((f) => columnName("en", "prices", f.name)));
  expect(header).toContain("Ex-showroom price (₹)");
  expect(header).toContain("Offer (Hindi)");
  expect(columnName("en", "models", "name")).toBe(fieldText("en", "models", "name").label);
  const [hindi] = templateCsv("hi", "prices", []).replace(/^\uFEFF/, "").split("\r\n");
  expect(hindi).toContain(`${fieldText("hi", "prices", "exShowroomPrice").label} (₹)`);
  expect(hindi).toContain(`${fieldText("hi", "prices", "offer").label} (हिंदी में)`);
  expect(hindi).not.toMatch(/[A-Za-z]{4,}/);
});

test("no two fields of a list share a column name, in either language, so every column name reads back as its field", () => {
  for (const entity of CATALOGUE_ENTITIES) {
    for (const lang of ["en", "hi"] as const) {
      for (const { name } of fieldsOf(entity)) expect([entity, lang, columnAliases(entity).get(columnName(lang, entity, name).toLowerCase())]).toEqual([entity, lang, name]);
    }
  }
});

test("a template's example rows import again with no row refused", () => {
  for (const lang of ["en", "hi"] as const) {
    const result = plan("prices", templateCsv(lang, "prices", [treo, { ...treo, cityName: "Agra", offer: "", offerHi: "" }]), [treo]);
    expect(result).toMatchObject({ rejected: [], changed: [], unchanged: 1 });
    expect(result.added.map((a) => a.key)).toEqual(["Mahindra|Treo|Agra"]);
  }
});

test("a header names its columns by their plain names in English or Hindi, by storage names, in any case and spacing", () => {
  const hindiPrice = `${fieldText("hi", "prices", "exShowroomPrice").label} (₹)`;
  expect(parse("prices", `brand,MODEL,  town ,${hindiPrice},Offer (Hindi)\nMahindra,Treo,Noida,1,x\n`).columns).toEqual(["brandName", "name", "cityName", "exShowroomPrice", "offerHi"]);
  expect(parse("prices", "brandname,name,cityName,exShowroomPrice\nMahindra,Treo,Noida,1\n").columns).toEqual(["brandName", "name", "cityName", "exShowroomPrice"]);
  // the same column under two names is one column twice
  const twice = parseCatalogueCsv("prices", "brandName,name,cityName,Ex-showroom price (₹),exShowroomPrice\n", columnAliases("prices"));
  expect(twice).toMatchObject({ ok: false, problem: { key: "repeatedColumn", fields: ["exShowroomPrice"] } });
  expect(importProblemText("hi", "prices", (twice as { problem: FileProblem }).problem)).toContain(fieldText("hi", "prices", "exShowroomPrice").label);
});

test("the preview sorts each row into added, changed with each field old → new, unchanged, or refused with a reason in words", () => {
  const csv = [
    "Brand,Model,Town,Ex-showroom price (₹),Offer",
    "Mahindra,Treo,Noida,299000,**Free helmet**", // changed: the price
    "Mahindra,Treo,Agra,280000,", // added
    "Mahindra,Treo,Noida,295000,", // the same record again
    'Mahindra,Treo,Delhi,"1,25,000",', // refused: not rupees in digits
    "Mahindra,Zor,Agra,100,", // refused: no such model
  ].join("\n");
  const result = plan("prices", csv, [treo]);
  expect(result.added.map((a) => a.row)).toEqual([3]);
  expect(result.changed).toMatchObject([{ row: 2, fields: ["exShowroomPrice"] }]);
  expect(result.rejected.map((r) => [r.row, r.problem.key])).toEqual([[4, "sameAs"], [5, "fields"], [6, "noModel"]]);
  const view = importView("en", result, namesIn("en"));
  expect(view.changed).toEqual([{ row: 2, title: "Mahindra · Treo · Noida", changes: ["Ex-showroom price (₹): ₹2,95,000 → ₹2,99,000"] }]);
  expect(view.added).toEqual([{ row: 3, title: "Mahindra · Treo · Agra", changes: [] }]);
  expect(view.rejected.map((r) => r.text)).toEqual([
    "Row 4 (Mahindra · Treo · Noida): the same record as row 2.",
    "Row 5 (Mahindra · Treo · Delhi): Ex-showroom price (₹): write the amount in rupees in digits, like 125000 (no commas, no ₹).",
    "Row 6 (Mahindra · Zor · Agra): the catalogue has no model “Mahindra Zor”: add the model first.",
  ]);
  // an unchanged row is listed too
  expect(importView("en", plan("prices", "brandName,name,cityName,exShowroomPrice\nMahindra,Treo,Noida,295000\n", [treo]), namesIn("en")).unchanged).toEqual([
    { row: 2, title: "Mahindra · Treo · Noida", changes: [] },
  ]);
});

test("the preview's reasons and changes are in Hindi when the console is", () => {
  const result = plan("prices", 'brandName,name,cityName,exShowroomPrice,offer\nMahindra,Treo,Noida,295000,\nMahindra,Treo,Delhi,"1,25,000",\n', [treo]);
  const view = importView("hi", result, namesIn("hi"));
  expect(view.changed[0]!.changes).toEqual([`${fieldText("hi", "prices", "offer").label}: **Free helmet** → (ख़ाली)`]);
  expect(view.rejected[0]!.text).toBe(`लाइन 3 (Mahindra · Treo · Delhi): ${fieldText("hi", "prices", "exShowroomPrice").label} (₹): रकम रुपयों में अंकों में लिखें, जैसे 125000 (बिना कॉमा, बिना ₹)।`);
  const unknown = parseCatalogueCsv("prices", "brandName,name,cityName,Colour\n", columnAliases("prices"));
  expect(importProblemText("hi", "prices", (unknown as { problem: FileProblem }).problem)).toBe("फ़ाइल में ऐसे कॉलम हैं जिन्हें यह सूची नहीं जानती: \"Colour\"। नाम टेम्पलेट जैसे रखें।");
});

test("a preview's fingerprint is the same for the same file and catalogue, and another when the catalogue under its rows changed", async () => {
  const csv = "brandName,name,cityName,exShowroomPrice\nMahindra,Treo,Noida,299000\n";
  const first = await planFingerprint(plan("prices", csv, [treo]));
  expect(await planFingerprint(plan("prices", csv, [{ ...treo }]))).toBe(first);
  expect(await planFingerprint(plan("prices", csv, [{ ...treo, exShowroomPrice: 297000 }]))).not.toBe(first);
  expect(await planFingerprint(plan("prices", csv, []))).not.toBe(first);
});

test("a flag reads the console's own yes and no, in English and Hindi", () => {
  const result = plan("prices", "brandName,name,cityName,dealer,manufacturer\nMahindra,Treo,Agra,हाँ,नहीं\nMahindra,Treo,Delhi,Yes,No\n");
  expect(result.added.map((a) => [a.item.dealer, a.item.manufacturer])).toEqual([[true, false], [true, false]]);
});
