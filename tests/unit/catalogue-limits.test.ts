import { expect, test } from "vitest";
import { decodeCsvFile, parseCatalogueCsv } from "#app/features/console/rules/csv";
import { CATALOGUE_ENTITIES, catalogueEntities, fieldsOf } from "#app/features/catalogue/rules/entities";
import { type CatalogueReferences, planImport } from "#app/features/console/rules/import-plan";
import { FIELD_LIMITS, HTML_BLOCK, TEXT_BLOCK, contentIssues, limitProblems } from "#app/features/catalogue/rules/limits";
import { sampleTables } from "../../seed";

// Bounded catalogue fields: every text, HTML and list field has a documented maximum length, and
// the import and the editor (one schema) refuse longer values, control characters and files that
// are not UTF-8 with a message naming the row.

const refs: CatalogueReferences = { brands: ["Mahindra"], models: [["Mahindra", "Treo"]] };

function plan(entity: Parameters<typeof planImport>[0], csv: string) {
  const parsed = parseCatalogueCsv(entity, csv);
  if (!parsed.ok) throw new Error(parsed.message);
  return planImport(entity, parsed.columns.length, parsed.records, [], refs);
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...utf8(p)] : p)));

test("every text, HTML and list field of the catalogue has a documented limit; HTML blocks and plain text blocks a few tens of KB", () => {
  for (const entity of CATALOGUE_ENTITIES) {
    const bounded = fieldsOf(entity).filter((f) => f.kind === "text" || f.kind === "list").map((f) => f.name);
    expect(Object.keys(FIELD_LIMITS[entity]).sort(), entity).toEqual(bounded.sort());
  }
  expect(FIELD_LIMITS.models.aboutProduct).toBe(TEXT_BLOCK);
  expect(FIELD_LIMITS.prices.offer).toBe(TEXT_BLOCK);
  expect(FIELD_LIMITS.blogs.html).toBe(HTML_BLOCK);
  expect(HTML_BLOCK.max).toBe(32_768);
  expect(TEXT_BLOCK.max).toBe(32_768);
  expect(FIELD_LIMITS.models.name.max).toBeLessThanOrEqual(120); // a page address's name, as the contract looks it up
});

test("a catalogue field longer than its limit is refused with a row-level message", () => {
  const about = "x".repeat(3_145_728);
  const result = plan("models", `brandName,name,categoryName,typeName,aboutProduct\nMahindra,Zor,three wheeler,e rickshaw,ok\nMahindra,Treo,three wheeler,e rickshaw,${about}\n`);
  expect(result.rejected).toMatchObject([{ row: 3, key: "Mahindra|Treo", reason: "aboutProduct is 3,145,728 characters; at most 32,768 are allowed" }]);
  const longName = plan("brands", `brandName,popularity\n${"B".repeat(121)},1\n`);
  expect(longName.rejected[0]!.reason).toBe("brandName is 121 characters; at most 120 are allowed");
  const list = JSON.stringify([{ h3: "x".repeat(70_000) }]).replace(/"/g, '""');
  const article = plan("articles", `name,url,h1,content\narticle,long-read,Long read,"${list}"\n`);
  expect(article.rejected[0]!.reason).toMatch(/^content is 70,\d{3} characters as written in its cell; at most 65,536 are allowed$/);
});

test("a value at its limit is accepted", () => {
  const result = plan("models", `brandName,name,categoryName,typeName,aboutProduct\nMahindra,Treo,three wheeler,e rickshaw,${"x".repeat(32_768)}\n`);
  expect(result.rejected).toEqual([]);
  expect(result.added).toHaveLength(1);
});

test("a NUL byte or another control character is refused with its row; tab and line breaks only where a field spans lines", () => {
  const csv = [
    "url,category,name,activate,html",
    "nul,blog,Tips\u0000,1,<p>ok</p>",
    "escape,blog,Tips,1,<p>a\u001bb</p>",
    'multi,blog,Tips,1,"<p>a</p>\r\n\t<p>b</p>"',
    'broken,blog,"Two\nlines",1,',
    "tabbed,blog,Tab\there,1,",
  ].join("\n");
  const result = plan("blogs", csv);
  expect(result.added.map((a) => a.key)).toEqual(["multi"]);
  expect(result.rejected).toMatchObject([
    { row: 2, key: "nul", reason: "name holds a NUL byte (an invisible control character) at character 5: remove it" },
    { row: 3, key: "escape", reason: "html holds an invisible control character (U+001B) at character 5: remove it" },
    { row: 5, key: "broken", reason: "name holds a line break at character 4: this field is one line" },
    { row: 6, key: "tabbed", reason: "name holds a tab at character 4: this field is one line" },
  ]);
  // inside a list too: JSON's \u0000 is a NUL once read
  const traders = plan("traders", 'tName,traderName,traderType,activate,brandDeal\nNul-Motors,Nul Motors,Dealer,1,"[""Mahi\\u0000ndra""]"\n');
  expect(traders.rejected[0]!.reason).toBe("brandDeal holds a NUL byte (an invisible control character) at character 5: remove it");
  // a name in a page address was already ASCII-only, which let control characters through
  expect(plan("brands", "brandName,popularity\nOla\u0007,1\n").rejected[0]!.reason).toMatch(/^brandName holds an invisible control character \(U\+0007\)/);
});

test("a file that is not UTF-8 is refused, naming the row of the first bad byte", () => {
  expect(decodeCsvFile(utf8("\uFEFFbrandName,popularity\r\nएवी,1\r\n"))).toEqual({ ok: true, text: "brandName,popularity\r\nएवी,1\r\n" });
  const third = decodeCsvFile(bytes("brandName,popularity\r\nOla,1\r\nAth", [0xff], "er,2\r\nBajaj,3\r\n"));
  expect(third).toMatchObject({ ok: false, message: 'Row 3 is not UTF-8 text: save the file as "CSV UTF-8" and import it again. Nothing was imported.' });
  // a quoted cell spanning lines is one row, as the parser counts rows
  const quoted = decodeCsvFile(bytes('url,category,name,activate,html\n"a",blog,A,1,"<p>\n\n</p>"\nb,blog,B,1,<p>', [0xc3, 0x28], "</p>\n"));
  expect(quoted).toMatchObject({ ok: false, message: expect.stringMatching(/^Row 3 is not UTF-8 text/) });
  // Latin-1 "é" in the header; a file without a line feed cannot be pinned to a row
  expect(decodeCsvFile(bytes("brandName,popularit", [0xe9], "\nOla,1\n"))).toMatchObject({ ok: false, message: expect.stringMatching(/^The first row \(the column names\) is not UTF-8 text/) });
  expect(decodeCsvFile(bytes("brandName\rOla", [0x80]))).toMatchObject({ ok: false, message: expect.stringMatching(/^The file is not UTF-8 text/) });
  // a truncated character at the very end
  expect(decodeCsvFile(bytes("brandName\nOla", [0xe0, 0xa4]))).toMatchObject({ ok: false, message: expect.stringMatching(/^Row 2 /) });
});

test("the sample catalogue is within every limit", () => {
  const t = sampleTables();
  const rows = { brands: t.brand, models: t.product, prices: t.price, traders: t.trader, blogs: t.blog, articles: t.article, subsidies: t.subsidy_rule };
  for (const entity of CATALOGUE_ENTITIES) {
    for (const row of rows[entity]) {
      for (const [field, limit] of Object.entries(FIELD_LIMITS[entity])) {
        if (field in row) expect(limitProblems(row[field], limit), `${entity} ${field}`).toEqual([]);
      }
    }
  }
});

test("about texts and offers take no markup, and about texts and descriptions state no price (the sentence quoted): the import and the console refuse the same", () => {
  expect(contentIssues("aboutProduct", "<p>A <b>fine</b> e-rickshaw</p>")).toEqual([{ code: "markup" }]);
  expect(contentIssues("offerHi", "छूट &amp; ऑफ़र")).toEqual([{ code: "markup" }]);
  expect(contentIssues("about", "A dealer since 2015.\n\n- Service & spares")).toEqual([]);
  expect(contentIssues("description", "Pay Rs. 5,000 now. Then ride.")).toEqual([{ code: "price", sentence: "Pay Rs. 5,000 now." }]);
  expect(contentIssues("aboutProductHi", "- रेंज: 90 किमी\n- कीमत: ₹1,10,000")).toEqual([{ code: "price", sentence: "कीमत: ₹1,10,000" }]);
  // an offer may name its own amounts: a discount is no price of the model
  expect(contentIssues("offer", "**Exchange bonus:** up to ₹5,000 off.")).toEqual([]);
  // a blog's body is HTML, checked by the sanitiser's allow-list instead
  expect(contentIssues("html", "<p>₹1 lakh</p>")).toEqual([]);
  const refused = catalogueEntities.models.schema.safeParse({ brandName: "Mahindra", name: "Treo", categoryName: "three wheeler", typeName: "electric auto rickshaw", aboutProduct: "<p>x</p>" });
  expect(refused.success).toBe(false);
  expect(refused.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual(['aboutProduct: holds HTML: write plain text (a blank line between paragraphs, "- " before a bullet, **bold**)']);
});
