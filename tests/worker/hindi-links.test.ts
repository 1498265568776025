import { expect, test } from "vitest";
import { PAGE_TYPES } from "../../scripts/page-types.mjs";
import { breadcrumbNav, fetchWorker, getPage, hrefs } from "./helpers";

// A Hindi page names only pages that exist (docs/decisions/151): every address in its JSON-LD (the
// breadcrumb's items, the page's own, a comparison's models, pictures and the logo) and every
// link of its visible breadcrumb answers 200. A crumb of a prefix that is no page (/hi/dealer,
// /hi/city/Noida, /hi/four-wheeler) is plain text and is left out of the BreadcrumbList.

const hindi = (path: string) => (path === "/" ? "/hi" : `/hi${path.replace(/^\/(?=[?]|$)/, "")}`);

/** Every address of the site in the page's JSON-LD, as a path with its query. */
function jsonLdAddresses(html: string, origin: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const urls = blocks.flatMap((block) => [...block.matchAll(/"(https?:\/\/[^"]+)"/g)].map((m) => new URL(m[1]!)));
  return urls.filter((url) => url.origin === origin).map((url) => url.pathname + url.search);
}

test("every address in a Hindi page's JSON-LD and every link of its breadcrumb answers 200", async () => {
  const broken: string[] = [];
  const checked = new Map<string, number>();
  const statusOf = async (path: string) => {
    if (!checked.has(path)) checked.set(path, (await fetchWorker(path, { redirect: "manual" })).status);
    return checked.get(path)!;
  };
  for (const { name, path } of PAGE_TYPES) {
    if (name === "error") continue;
    const page = await getPage(hindi(path));
    expect(page.status, name).toBe(200);
    // the page's own address as its canonical link gives it: the site's origin in this run
    const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(page.html)![1]!).origin;
    const addresses = [...jsonLdAddresses(page.html, origin), ...hrefs(breadcrumbNav(page.html))];
    for (const address of addresses) {
      const status = await statusOf(address);
      if (status !== 200) broken.push(`${name}: ${address} answers ${status}`);
    }
  }
  expect(checked.size).toBeGreaterThan(PAGE_TYPES.length);
  expect(broken).toEqual([]);
});

test("a Hindi page's breadcrumb links only pages: a dealer's and a town's crumbs of prefixes that are no page are plain text", async () => {
  const dealer = breadcrumbNav((await getPage("/hi/dealer/Shree-Ganesh-E-Motors/About")).html);
  expect(hrefs(dealer)).toEqual(["/hi"]);
  expect(dealer).toContain('"item":"http://localhost/hi/dealer/Shree-Ganesh-E-Motors/About"');
  expect(dealer).not.toContain('"item":"http://localhost/hi/dealer"');
  expect(dealer).not.toContain('"item":"http://localhost/hi/dealer/Shree-Ganesh-E-Motors"');
  const town = breadcrumbNav((await getPage("/hi/city/Noida/electric-rickshaw-dealers")).html);
  expect(town).not.toMatch(/"item":"http:\/\/localhost\/hi\/city(\/Noida)?"/);
  const golf = breadcrumbNav((await getPage("/hi/four-wheeler/electric-golf-cart")).html);
  expect(golf).not.toContain('"item":"http://localhost/hi/four-wheeler"');
  expect((await fetchWorker("/hi/dealer")).status).toBe(404);
});
