import { chromium } from "playwright-core";
import { importTs } from "../../scripts/lib.mjs";

// Renders pages whose catalogue fields hold XSS payloads in real Chromium and counts what got
// through: script executions (alert/confirm/prompt/print, dialogs), navigations away from the
// page, and elements or attributes outside the allow-list inside the HTML fields
// (app/shared/html-policy.ts). The page's CSP is bypassed, so what is measured is the sanitiser
// alone, not the CSP behind it.

const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/**
 * @param {string} base the site
 * @param {{ path: string }[]} pages
 * @returns {Promise<{ path: string, status: number, executed: number, navigations: number, outside: string[] }[]>}
 */
export async function xssInChromium(base, pages) {
  const policy = await importTs("app/shared/html-policy.ts");
  const allowedTags = [...policy.ALLOWED_TAGS];
  const allowedAttributes = Object.fromEntries(Object.entries(policy.ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]));
  allowedAttributes.a = [...(allowedAttributes.a ?? []), "rel"];
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: FLAGS });
  const results = [];
  try {
    const context = await browser.newContext({ bypassCSP: true });
    await context.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__xss = 0;
      for (const name of ["alert", "confirm", "prompt", "print"]) w[name] = () => w.__xss++;
    });
    let navigations = 0;
    let dialogs = 0;
    let current = "";
    let page;
    for (const [n, { path }] of pages.entries()) {
      // A fresh page every few loads: one page through hundreds of loads slows down and stalls.
      if (n % 5 === 0) {
        await page?.close();
        page = await context.newPage();
        page.on("dialog", (d) => {
          dialogs++;
          void d.dismiss();
        });
        // Nothing leaves the site: a navigation elsewhere is counted and stopped, other requests
        // out (images, styles a payload names) are stopped too.
        await page.route("**/*", (route) => {
          const request = route.request();
          const url = request.url();
          const away = request.isNavigationRequest() && request.frame() === page.mainFrame() && url !== current;
          if (away) navigations++;
          // The site's own pictures do not matter here; an aborted image fires any onerror left.
          if (away || !url.startsWith(base) || url.startsWith(`${base}/image/`)) return route.abort();
          return route.continue();
        });
      }
      navigations = 0;
      dialogs = 0;
      current = `${base}${path}`;
      const res = await page.goto(current, { waitUntil: "load", timeout: 20_000 }).catch((error) => ({ status: () => 0, error }));
      if (res && "error" in res) {
        results.push({ path, status: 0, executed: 0, navigations, outside: [`no load: ${String(res.error).slice(0, 80)}`] });
        continue;
      }
      await page.mouse.move(1, 1);
      await page.mouse.move(200, 300);
      await page.keyboard.press("Tab");
      await page.waitForTimeout(50);
      const found = await page.evaluate(([tags, attributes]) => {
        const outside = [];
        // The site's own forms (the EMI calculator, "Compare with…") carry a marker and post to the
        // site itself, outside any stored content; a form that came with content is still flagged,
        // marker or not (the sanitiser keeps no forms), and so is one that leaves the site.
        const isSiteForm = (/** @type {Element} */ form) =>
          form.hasAttribute("data-site-form") &&
          !form.closest(".rich-text") &&
          URL.parse(form.getAttribute("action") ?? "", document.baseURI)?.origin === location.origin;
        for (const el of document.querySelectorAll("main .rich-text *")) {
          const tag = el.localName;
          if (!tags.includes(tag) || el.namespaceURI !== "http://www.w3.org/1999/xhtml") outside.push(`<${tag}>`);
          for (const a of el.attributes) if (!(attributes[tag] ?? []).includes(a.name)) outside.push(`${tag}[${a.name}]`);
        }
        // Anywhere in the page's content: handlers, script URLs, scripts and frames of its own.
        for (const el of document.querySelectorAll("main *")) {
          for (const a of el.attributes) {
            if (a.name.startsWith("on")) outside.push(`${el.localName}[${a.name}]`);
            // What the browser itself would load or navigate to, by its own URL parser.
            const scheme = ["href", "src", "action", "formaction", "data"].includes(a.name) ? URL.parse(a.value, document.baseURI)?.protocol : undefined;
            if (scheme && ["javascript:", "vbscript:", "data:"].includes(scheme)) outside.push(`${el.localName}[${a.name}=${a.value.slice(0, 20)}]`);
          }
        }
        for (const el of document.querySelectorAll("main script:not([type='application/ld+json']), main iframe, main object, main embed, main frame, main form[action], main meta, main base, main link")) {
          if (!(el.localName === "form" && isSiteForm(el))) outside.push(`<${el.localName}> in main`);
        }
        return { executed: /** @type {any} */ (window).__xss, outside };
      }, [allowedTags, allowedAttributes]);
      results.push({ path, status: res?.status() ?? 0, executed: found.executed + dialogs, navigations, outside: found.outside });
      if (process.env.XSS_PROGRESS) console.log("xss page", path, Date.now());
    }
    await page?.close();
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}
