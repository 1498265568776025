import { expect, test } from "vitest";
import { ADMIN_TOKEN, bodyText, fetchWorker, postForm, section, signIn } from "./helpers";

// Every file and row an operator sends gets a plain answer: a dry run says what the real import
// would (never "added" where the real one refuses), a refused row names its cells in a line, not
// in megabytes, and every file of an upload form is answered, those past the form's limit too.

const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const importCsv = (entity: string, csv: string, dryRun = false) =>
  fetchWorker(`/admin/api/catalogue/${entity}${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: csv });
const brands = (n: number, from = 0) => `brandName,popularity\n${Array.from({ length: n }, (_, i) => `Zenvolt ${from + i},3`).join("\n")}\n`;
type Answer = { added?: unknown[]; rejected?: { row: number; key: string; reason: string }[]; error?: { code: string; message: string } };

test("a dry run answers what the real import would: a file with more than one import writes is refused by both, in the same words", async () => {
  // 1,000 new brands: each a statement of its own, and each its page data: above 900.
  const file = brands(1000);
  const dry = await importCsv("brands", file, true);
  const real = await importCsv("brands", file);
  expect(dry.status).toBe(400);
  expect(real.status).toBe(400);
  const [dryAnswer, realAnswer] = [(await dry.json()) as Answer, (await real.json()) as Answer];
  expect(dryAnswer.error?.code).toBe("too_many_changes");
  expect(dryAnswer.error).toEqual(realAnswer.error);
  expect(dryAnswer.error?.message).toMatch(/^1000 records would be added or changed \(\d+ statements\), more than one import writes \(900\): nothing was imported/);
  // A file one import can write: the dry run's "added" is what the real run adds.
  const small = brands(10, 2000);
  const smallDry = (await (await importCsv("brands", small, true)).json()) as Answer;
  const smallReal = (await (await importCsv("brands", small)).json()) as Answer;
  expect(smallDry.added).toHaveLength(10);
  expect(smallReal.added).toEqual(smallDry.added);
});

test("a refused row names its cells in at most a line, however large the cell sent", async () => {
  // A 3.9 MB brand name (3,900,000 characters) in a file under the 4 MB limit.
  const huge = "Z".repeat(3_900_000);
  const res = await importCsv("brands", `brandName,popularity\n${huge},3\nZenvolt Fine,3\n`, true);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text.length).toBeLessThan(2_000);
  const answer = JSON.parse(text) as Answer;
  // 79 characters of the cell and "…": 80 in all (app/shared/rules/echo.ts).
  expect(answer.rejected).toEqual([{ row: 2, key: `${"Z".repeat(79)}…`, reason: expect.stringMatching(/^brandName/) }]);
  // A column named with a huge header cell is refused in a line too.
  const header = await importCsv("brands", `brandName,${"Q".repeat(1_000_000)}\nZenvolt,3\n`, true);
  expect(header.status).toBe(400);
  expect((await header.text()).length).toBeLessThan(2_000);
});

test("every file of a ten-file upload is answered: the form's first six checked, the other four told to be sent again", async () => {
  const b = await signIn();
  const form = new FormData();
  form.set("intent", "upload");
  for (let i = 1; i <= 10; i++) form.append("file", new File([`notes ${i}`], `file-${i}.txt`, { type: "text/plain" }));
  const res = await postForm(b, "/admin/pictures?brand=Mahindra&model=Treo", form);
  expect(res.status).toBe(400);
  const lines = [...section(await res.text(), "file-answers").matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => bodyText(m[1]!));
  expect(lines).toHaveLength(10);
  for (let i = 1; i <= 6; i++) expect(lines[i - 1]).toBe(`file-${i}.txt: not a photo. Only JPEG, PNG or WebP.`);
  for (let i = 7; i <= 10; i++) expect(lines[i - 1]).toBe(`file-${i}.txt: not sent. One upload takes at most 6 photos: choose it again with the next ones.`);
});
