import { expect, test } from "vitest";
import { NOT_FOUND_TEXT, breakOrigin, expectLogged, fetchWorker, remoteMode, visibleText } from "./helpers";

// One error screen (components/error-screen.tsx), chosen by the answer's status: 404 for what
// does not exist, "temporarily unavailable" when the catalogue cannot be read.

test("a route parameter the contract refuses (a name too long) is the 404 page, not a 400", async () => {
  const res = await fetchWorker(`/brand/${"A".repeat(200)}`);
  expect(res.status).toBe(404);
  expect(visibleText(await res.text())).toContain(NOT_FOUND_TEXT);
});

test("/error and an unmatched URL are the same error screen with 404", async () => {
  const [error, unmatched] = await Promise.all([fetchWorker("/error"), fetchWorker("/no/such/page/here")]);
  expect([error.status, unmatched.status]).toEqual([404, 404]);
  const screen = (html: string) => /<section class="error-page"[\s\S]*?<\/section>/.exec(html)?.[0];
  expect(screen(await error.text())).toBe(screen(await unmatched.text()));
});

test("a page whose catalogue cannot be read (origin down, nothing cached) answers 502 with the unavailable screen", async () => {
  breakOrigin("getProductByBrandandModel");
  const res = await fetchWorker("/brand/Mahindra/Treo");
  expect(res.status).toBe(502);
  if (!remoteMode()) expectLogged("warn", /embedded origin failed/);
  const text = visibleText(await res.text());
  expect(text).toContain("This page is temporarily unavailable");
  expect(text).not.toContain(NOT_FOUND_TEXT);
});
