import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { PAGE_TYPES, WIDTHS } from "../scripts/page-types.mjs";

// `npm --prefix tools run shots`: a full-page screenshot of every page type at 360 and 1280 px, in
// English and (name-hi-width.png) at the same path under /hi/ in Hindi, for review before a change
// lands. Needs a running site (`npm start`); SHOTS_URL (default http://127.0.0.1:8787) names it,
// SHOTS_DIR (default shots/) the folder, CHROME_PATH the browser.

const base = process.env.SHOTS_URL ?? "http://127.0.0.1:8787";
const dir = process.env.SHOTS_DIR ?? "shots";
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 780 : 900 } });
    const inBoth = PAGE_TYPES.flatMap(({ name, path }) => [
      { name, path },
      { name: `${name}-hi`, path: path === "/" ? "/hi" : `/hi${path}` },
    ]);
    for (const { name, path } of inBoth) {
      const response = await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      const file = join(dir, `${name}-${width}.png`);
      // Sections below the first screen are laid out only as they near the viewport
      // (docs/decisions/102): the whole-page picture shows them as a visitor scrolling sees them.
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      await page.screenshot({ path: file, fullPage: true });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      console.log(`${String(response?.status() ?? "-").padEnd(4)}${file}${wide ? "  (scrolls sideways!)" : ""}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
