import { expect, test } from "vitest";
import { ESCAPING_RETURNS, returnCorpus } from "../corpus/path-corpus.mjs";
import { ADMIN_TOKEN, ORIGIN, browser, fetchWorker, postForm, xsrfToken } from "./helpers";

// Every return address (the town picker's `back`, the plain enquiry form's `back`, the console's
// `next`) is checked after it is parsed, on the address finally sent (app/shared/rules/safe-url.ts
// safeSitePath, returnPathIn): a value that the URL parser, or moving it into the page's language,
// turns into "//evil.example…" never becomes a Location or a link.

const ESCAPING = ["/.//evil.example/login", "/a/..//evil.example", "/%2e//evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/hi//evil.example/login", "/hi/\\evil.example"];

/**
 * The addresses in a page's links, forms and fields (href, action, src, value) made from the
 * corpus's values (they name evil.example, or a script) that a browser would read as another
 * site: each is parsed as the browser parses it, against this site.
 */
function offSiteAddresses(html: string): string[] {
  const values = [...html.matchAll(/\s(?:href|action|src|value)="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  return values.filter((v) => {
    if (!/evil\.example|javascript:/i.test(v) || !/^\s*(?:[/\\]|[a-z][a-z0-9+.-]*:)/i.test(v)) return false;
    const url = URL.parse(v, ORIGIN);
    return url === null || url.origin !== ORIGIN || /^\/[/\\]/.test(url.pathname);
  });
}

test("no spelling of a return address in the reliability corpus leads off the site: no Location, link or form field names another host", async () => {
  for (let i = 0; i < returnCorpus().length; i += 12) {
    await Promise.all(
      returnCorpus()
        .slice(i, i + 12)
        .map(async ({ path, value }) => {
          const res = await fetchWorker(path, { redirect: "manual" });
          const body = await res.text();
          expect(res.status, path).toBeLessThan(500);
          expect(res.headers.get("Location") ?? "/", path).toMatch(/^\/(?![/\\])/);
          expect(offSiteAddresses(body), `${path} (${JSON.stringify(value)})`).toEqual([]);
        }),
    );
  }
  expect(ESCAPING_RETURNS.length).toBeGreaterThanOrEqual(20);
});

const location = async (path: string) => {
  const res = await fetchWorker(path, { redirect: "manual" });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("Location") };
};

test("the town picker sends back only to a path that is this site's once parsed: clear, q, English and Hindi", async () => {
  for (const back of ESCAPING) {
    const b = encodeURIComponent(back);
    // Forgetting the town: back home in the page's language.
    expect(await location(`/town?clear=1&back=${b}`), back).toEqual({ status: 303, location: "/" });
    expect(await location(`/hi/town?clear=1&back=${b}`), back).toEqual({ status: 303, location: "/hi" });
    // Choosing a town: from home the town's own page (Noida's e-rickshaws), never the back given.
    const chosen = await location(`/town?q=Noida&back=${b}`);
    expect(chosen.status, back).toBe(303);
    expect(chosen.location, back).toMatch(/^\/(?![/\\])/);
    expect(chosen.location, back).not.toContain("evil");
  }
  // A real path of the site is kept in its parsed form.
  expect(await location(`/town?clear=1&back=${encodeURIComponent("/brand/x/../Mahindra")}`)).toEqual({ status: 303, location: "/brand/Mahindra" });
});

test("the town picker's return address holds the safe-path rule as finally sent: a Hindi path that English would make another host's is refused in both languages", async () => {
  // "/hi//evil.example/login" passed the parsed-path check (its path is "/hi//evil.example/login"),
  // then the English page took "/hi" off: Location "//evil.example/login". "/hi/\evil.example"
  // parses to "/hi//evil.example", the same. Both now go home in the page's language.
  for (const back of ["/hi//evil.example/login", "/hi/\\evil.example"]) {
    const b = encodeURIComponent(back);
    expect(await location(`/town?clear=1&back=${b}`), back).toEqual({ status: 303, location: "/" });
    expect(await location(`/hi/town?clear=1&back=${b}`), back).toEqual({ status: 303, location: "/hi" });
  }
  // A Hindi path of the site is sent in the page's language: "/hi/brand/Mahindra" in English is "/brand/Mahindra".
  expect(await location(`/town?clear=1&back=${encodeURIComponent("/hi/brand/Mahindra")}`)).toEqual({ status: 303, location: "/brand/Mahindra" });
  expect(await location(`/hi/town?clear=1&back=${encodeURIComponent("/brand/Mahindra")}`)).toEqual({ status: 303, location: "/hi/brand/Mahindra" });
});

test("the plain enquiry form renders its back link only for a path that is this site's once parsed", async () => {
  const token = await xsrfToken();
  for (const [i, back] of ESCAPING.entries()) {
    const res = await fetchWorker("/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: `XSRF-TOKEN=${token}`, "CF-Connecting-IP": `10.61.0.${i}` },
      // "Resend" for a mobile with no enquiry: refused, and the page keeps its way back.
      body: new URLSearchParams({ _xsrf: token, intent: "resend", mobile: `987656100${i}`, back }),
    });
    const html = await res.text();
    expect(res.status, back).toBe(409);
    expect(html, back).not.toContain("evil.example");
    expect(html, back).toContain('name="back" value="/"');
  }
});

test("the console's return address after signing in is a console path once parsed, else the front page", async () => {
  for (const next of ["/admin/..//evil.example", "/admin/.%2e//evil.example", "/admin/../town", "//evil.example/admin/"]) {
    const res = await postForm(await browser(), "/admin?index", { token: ADMIN_TOKEN, next });
    expect(res.status, next).toBe(303);
    expect(res.headers.get("Location"), next).toBe("/admin");
  }
});
