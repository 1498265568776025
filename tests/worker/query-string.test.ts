import { expect, test } from "vitest";
import { fetchWorker, visibleText } from "./helpers";

// The non-ASCII rule is about route parameters. A campaign link in Hindi
// must not lose the visitor; the rule still holds for path segments and /api parameters.

test("a non-ASCII character in a page's query string never leads to the error page", async () => {
  for (const path of [`/brand/Mahindra?utm_campaign=${encodeURIComponent("दिवाली")}`, `/?q=${encodeURIComponent("व")}`, `/About-Us?${encodeURIComponent("नाम")}=1`]) {
    const res = await fetchWorker(path);
    // The page's words also travel as loader data: the error text is looked for among what is shown.
    const text = visibleText(await res.text());
    expect(res.status, path).toBe(200);
    expect(text, path).not.toContain("You entered a wrong url");
  }
});

test("route parameters with non-ASCII characters still lead to the error page (404)", async () => {
  const res = await fetchWorker(`/brand/${encodeURIComponent("महिंद्रा")}?utm_campaign=x`);
  expect(res.status).toBe(404);
  expect(await res.text()).toContain("You entered a wrong url");
});

test("/api parameters with non-ASCII characters are still a 404", async () => {
  const res = await fetchWorker(`/api/getModelByBrand?brandName=${encodeURIComponent("महिंद्रा")}&count=6`);
  expect(res.status).toBe(404);
});
