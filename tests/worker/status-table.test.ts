import { expect, test } from "vitest";
import { fetchWorker, h1Texts, NOT_FOUND_TEXT, visibleText as textOf } from "./helpers";
import { type StatusRow, statusRows } from "./status-rows";

// Every page type answers 200 with its screen; non-ASCII
// parameters, unknown names, broken city routes, unmatched paths and /error answer 404 with the
// error screen. Rows of screens not built in this branch run as expected failures.

const rows = statusRows();

async function expectScreen(row: StatusRow) {
  const res = await fetchWorker(row.path);
  const html = await res.text();
  expect(res.status, `${row.path}: ${row.why}`).toBe(row.status);
  expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  if (row.status === 404) {
    expect(textOf(html)).toContain(NOT_FOUND_TEXT);
    return;
  }
  expect(textOf(html)).not.toContain(NOT_FOUND_TEXT);
  const h1s = h1Texts(html);
  expect(h1s.length, `${row.path} has an h1`).toBeGreaterThan(0);
  if (row.h1 !== null) expect(h1s.join(" | "), `${row.path} shows its screen's h1`).toContain(row.h1);
}

test("the table holds at least 150 URLs, every page type and the error screen", () => {
  expect(rows.length).toBeGreaterThanOrEqual(150);
  const screens = new Set(rows.map((r) => r.screen));
  for (const screen of ["home", "view-all", "brand", "model", "model-in-city", "type", "category-in-city", "city-dealers",
    "dealer", "manufacturer", "blog", "article", "static", "not-found"] as const) {
    expect(screens, screen).toContain(screen);
  }
  expect(new Set(rows.map((r) => r.path)).size).toBe(rows.length);
});

for (const row of rows) {
  test(`${row.status} ${row.screen}: ${row.path} (${row.why})`, () => expectScreen(row));
}
