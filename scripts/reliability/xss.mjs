import { chromium } from "playwright-core";

// Renders pages whose catalogue HTML holds the payloads in real Chromium, and counts what ran:
// alert/confirm/prompt calls, dialogs, CSP violation reports, and dangerous markup left in the DOM.

const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export async function xssInChromium(base, paths) {
  // Playwright gives every launch a fresh, empty profile.
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: FLAGS });
  const results = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      let dialogs = 0;
      page.on("dialog", async (d) => {
        dialogs++;
        await d.dismiss();
      });
      await page.addInitScript(() => {
        const w = window;
        w.__xss = 0;
        w.__csp = 0;
        for (const name of ["alert", "confirm", "prompt", "print"]) w[name] = () => w.__xss++;
        document.addEventListener("securitypolicyviolation", () => w.__csp++);
      });
      const res = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      await page.mouse.move(200, 200);
      await page.waitForTimeout(500);
      const found = await page.evaluate(() => {
        const w = window;
        const elements = [...document.querySelectorAll("main *")];
        const handlers = elements.filter((el) => [...el.attributes].some((a) => a.name.startsWith("on"))).length;
        const jsUrls = elements.filter((el) => ["href", "src", "action", "data", "formaction"].some((n) => /^\s*(javascript|data|vbscript):/i.test(el.getAttribute(n) ?? ""))).length;
        const frames = document.querySelectorAll("main iframe:not([src^='https://www.youtube-nocookie.com']), main object, main embed, main script:not([type='application/ld+json'])").length;
        return { executed: w.__xss, csp: w.__csp, handlers, jsUrls, frames };
      });
      results.push({ path, status: res?.status() ?? 0, dialogs, ...found });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
