import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, hydrated } from "./helpers";

// Every catalogue screen on a 360px phone and a 1280px desktop: no horizontal scrolling, tap
// targets of at least 44px, and a screenshot in test-results/screens for a person to look at.

const SCREENS = [
  ["home", "/"],
  ["types", "/types-of-electric-vehicles"],
  ["brands", "/e-rickshaw-manufacturer-companies-in-india"],
  ["brand", "/brand/Mahindra"],
  ["model", "/brand/Mahindra/e-Alfa-Mini"],
  ["model-in-city", "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida"],
  ["type", "/three-wheeler/e-rickshaw"],
  ["category-city", "/e-rickshaw/Noida"],
  ["city-dealers", "/city/Noida/electric-rickshaw-dealers"],
  ["not-found", "/brand/No-Such-Brand"],
] as const;

for (const width of [360, 1280]) {
  test(`catalogue screens at ${width}px: no horizontal overflow, tap targets of 44px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      await hydrated(page);
      await expectNoHorizontalOverflow(page);
      // links and buttons outside running text are at least 44px tall
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("a, button, select, input:not(.visually-hidden), summary, label.collapsible-label")]
          .filter((el) => !el.closest(".rich-text, p, td, .disclaimer") && !el.classList.contains("skip-link"))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height < 44;
          })
          .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().height)}px`),
      );
      expect(small, `${path} at ${width}px`).toEqual([]);
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    }
  });
}
