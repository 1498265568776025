import { expect, test } from "@playwright/test";
import { XSS_QUICK_PAYLOADS } from "../corpus/xss-payloads.mjs";
import { startXssSite, xssPages } from "../support/xss-site.mjs";
import { xssInChromium } from "../support/xss.mjs";

// The sanitiser's quick run (the whole corpus is `npm --prefix tools run reliability`): payloads
// from published XSS vector lists stored in every HTML field kind of the catalogue, each rendered
// on its own pages in Chromium with the CSP bypassed, so the sanitiser alone is what holds.

test(`catalogue HTML holding ${XSS_QUICK_PAYLOADS.length} XSS payloads renders inert: no script runs, no navigation away, nothing outside the allow-list`, async () => {
  test.setTimeout(300_000);
  const site = await startXssSite({ payloads: XSS_QUICK_PAYLOADS });
  try {
    const pages = XSS_QUICK_PAYLOADS.flatMap((_, i) => xssPages(i));
    const results = await xssInChromium(site.url, pages);
    expect(results).toHaveLength(pages.length);
    expect(results.filter((r) => r.status !== 200 || r.executed > 0 || r.navigations > 0 || r.outside.length > 0)).toEqual([]);
  } finally {
    await site.stop();
  }
});
