import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

// `npm --prefix tools run shots:console`: a full-page screenshot of every operator console page at
// 360 and 1280 px, in English and in Hindi (name-lang-width.png), the import's preview included,
// for review before a change lands (`npm --prefix tools run shots` takes the public pages; these
// need a signed-in operator). Needs a running site (`npm start`); SHOTS_URL (default
// http://127.0.0.1:8787) names it, SHOTS_DIR (default shots/console) the folder, CHROME_PATH the
// browser; the admin token is read from .dev.vars (or .dev.vars.example), as the browser tests read
// it.

const base = process.env.SHOTS_URL ?? "http://127.0.0.1:8787";
const dir = process.env.SHOTS_DIR ?? "shots/console";
mkdirSync(dir, { recursive: true });
const vars = readFileSync(existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example", "utf8");
const token = /^ADMIN_TOKEN=(.+)$/m.exec(vars)?.[1]?.trim();
if (!token) throw new Error("no ADMIN_TOKEN in .dev.vars");

const TRADER = "/admin/traders/Shree-Ganesh-E-Motors";
const PAGES = [
  ["home", "/admin"],
  ["catalogue", "/admin/catalogue"],
  ["brands", "/admin/catalogue/brands"],
  ["models", "/admin/catalogue/models?q=mahindra"],
  ["prices", "/admin/catalogue/prices?q=treo"],
  ["catalogue-traders", "/admin/catalogue/traders"],
  ["blogs", "/admin/catalogue/blogs"],
  ["articles", "/admin/catalogue/articles"],
  ["subsidies", "/admin/catalogue/subsidies"],
  ["edit", "/admin/catalogue/models/edit?brandName=Mahindra&name=Treo"],
  ["rename", "/admin/catalogue/models/rename?brandName=Atul&name=Elite%20Plus"],
  ["delete", "/admin/catalogue/brands/delete?brandName=Atul"],
  ["leads", "/admin/leads"],
  ["traders", "/admin/traders"],
  ["trader-profile", `${TRADER}?tab=profile`],
  ["trader-phones", `${TRADER}?tab=phones`],
  ["trader-leads", `${TRADER}?tab=leads`],
  ["trader-billing", `${TRADER}?tab=billing`],
  ["billing", "/admin/billing"],
  ["disputes", "/admin/disputes"],
  ["deliveries", "/admin/deliveries"],
  ["outbox", "/admin/outbox"],
  ["pictures", "/admin/pictures"],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});

/** Saves the page's picture; says whether the page scrolls sideways. */
async function shot(page, name) {
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  console.log(`${file}${wide ? "  (scrolls sideways!)" : ""}`);
}

try {
  for (const lang of ["en", "hi"]) {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 } });
      await context.addCookies([{ name: "console-lang", value: lang, url: `${base}/admin` }]);
      const page = await context.newPage();
      await page.goto(new URL("/admin", base).href, { waitUntil: "networkidle" });
      await shot(page, `sign-in-${lang}-${width}`);
      await page.locator('input[name="token"]').fill(token);
      await page.locator('input[name="token"]').press("Enter");
      await page.locator('input[name="token"]').waitFor({ state: "detached" });
      for (const [name, path] of PAGES) {
        await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
        await shot(page, `${name}-${lang}-${width}`);
      }
      // the import's preview: the prices' template with a new town and a refused row
      await page.goto(new URL("/admin/catalogue", base).href, { waitUntil: "networkidle" });
      const template = await (await page.request.get(new URL(`/admin/api/catalogue/prices/template.csv?lang=${lang}`, base).href)).text();
      const [header, example] = template.replace(/^\uFEFF/, "").split("\r\n");
      const cells = example.split(",");
      const rows = [header, example, [cells[0], cells[1], "Bhilai", "211111", ...cells.slice(4)].join(","), [cells[0], cells[1], "Durg", '"2,11,111"', ...cells.slice(4)].join(",")];
      await page.locator('select[name="entity"]').selectOption("prices");
      await page.locator('input[name="file"]').setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\r\n")) });
      await Promise.all([page.waitForSelector('[data-testid="import-report"]'), page.locator('button[value="check"]').click()]);
      await shot(page, `import-preview-${lang}-${width}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
