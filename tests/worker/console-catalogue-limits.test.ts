import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { ADMIN_TOKEN, bodyText, browse, fetchWorker, postForm, remoteMode, signIn } from "./helpers";

// Bounded catalogue fields: the import (API and console form) and the editor refuse a value
// longer than its field's limit (app/features/catalogue/rules/limits.ts), a control character, and a
// file that is not UTF-8, each with a message naming the row, and then write nothing.

afterEach(() => vi.restoreAllMocks());

const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const importCsv = (entity: string, body: string | Uint8Array<ArrayBuffer>) =>
  fetchWorker(`/admin/api/catalogue/${entity}`, { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body });

type Refusal = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const modelRow = (name: string, about: string) => `Mahindra,${name},three wheeler,e rickshaw,${about}`;
const stored = (sql: string) => env.DB.prepare(sql).first();

test.skipIf(remoteMode())("a catalogue field longer than its limit is refused with a row-level message and nothing is written", async () => {
  const batch = vi.spyOn(env.DB, "batch");
  const csv = ["brandName,name,categoryName,typeName,aboutProduct", modelRow("Zeno S", "**Short**"), modelRow("Zeno L", "x".repeat(3_145_728)), ""].join("\n");
  const res = await importCsv("models", csv);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    error: {
      code: "rows_rejected",
      message: "1 row(s) rejected: nothing was imported",
      issues: [{ path: "row 3", message: "aboutProduct is 3,145,728 characters; at most 32,768 are allowed" }],
    },
  });
  expect(batch).not.toHaveBeenCalled();
  expect(await stored("SELECT name FROM product WHERE name IN ('Zeno S', 'Zeno L')")).toBeNull();
});

test.skipIf(remoteMode())("a NUL byte or invalid UTF-8 in an imported file is refused with its row, and nothing is written", async () => {
  const b = await signIn();
  const batch = vi.spyOn(env.DB, "batch");
  const nul = await importCsv("blogs", "url,category,name,activate,html\nnew-tips,blog,Tips,1,<p>ok</p>\nnul-tips,blog,Tips,1,<p>a\u0000b</p>\n");
  expect(nul.status).toBe(400);
  expect(((await nul.json()) as Refusal).error.issues).toEqual([
    { path: "row 3", message: "html holds a NUL byte (an invisible control character) at character 5: remove it" },
  ]);
  const latin1 = Uint8Array.from([...new TextEncoder().encode("brandName,popularity\nZenvolt,3\nCr"), 0xe8, ...new TextEncoder().encode("me,4\n")]);
  const bad = await importCsv("brands", latin1);
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({
    error: { code: "invalid_csv", message: 'Row 3 is not UTF-8 text: save the file as "CSV UTF-8" and import it again. Nothing was imported.' },
  });
  expect(batch).not.toHaveBeenCalled();
  // the console's upload form reads the file's bytes the same way (it used to decode them leniently)
  const form = new FormData();
  form.set("entity", "brands");
  form.set("intent", "check");
  form.set("file", new File([latin1], "brands.csv", { type: "text/csv" }));
  const page = await postForm(b, "/admin/catalogue", form);
  expect(page.status).toBe(400);
  expect(bodyText(await page.text())).toContain("Row 3 is not UTF-8 text. In Excel use Save As → “CSV UTF-8”");
  expect(await stored("SELECT url FROM blog WHERE url IN ('new-tips', 'nul-tips')")).toBeNull();
  expect(await stored("SELECT brandName FROM brand WHERE brandName IN ('Zenvolt', 'Crème', 'Cr\uFFFDme')")).toBeNull();
});

test.skipIf(remoteMode())("the editor refuses a value longer than its limit or holding a control character, and saves nothing", async () => {
  const b = await signIn();
  const edit = "/admin/catalogue/models/edit?brandName=Mahindra&name=Treo";
  expect((await browse(b, edit)).status).toBe(200);
  const before = await stored("SELECT aboutProduct, h2 FROM product WHERE brandName = 'Mahindra' AND name = 'Treo'");
  const long = await postForm(b, edit, { brandName: "Mahindra", name: "Treo", aboutProduct: "y".repeat(40_000) });
  expect(long.status).toBe(400);
  expect(bodyText(await long.text())).toContain("Too long: 40,000 characters, at most 32,768.");
  const control = await postForm(b, edit, { brandName: "Mahindra", name: "Treo", h2: "Treo\u0000 price" });
  expect(control.status).toBe(400);
  expect(bodyText(await control.text())).toContain("Holds an invisible NUL character at character 5: remove it.");
  expect(await stored("SELECT aboutProduct, h2 FROM product WHERE brandName = 'Mahindra' AND name = 'Treo'")).toEqual(before);
});
