import { expect, expectNoHorizontalOverflow, expectTapTargets, hydrated, signInToConsole, test } from "./helpers";

// Every console screen on a 360px phone and a 1280px desktop: no horizontal scrolling, tap
// targets of at least 44px, and a screenshot in test-results/console for a person to look at.

const SCREENS = [
  ["overview", "/admin"],
  ["leads", "/admin/leads"],
  ["traders", "/admin/traders"],
  ["trader", "/admin/traders/Shree-Ganesh-E-Motors"],
  ["billing", "/admin/billing"],
  ["deliveries", "/admin/deliveries"],
  ["catalogue", "/admin/catalogue"],
  ["records", "/admin/catalogue/models?q=mahindra"],
  ["edit", "/admin/catalogue/models/edit?brandName=Mahindra&name=Treo"],
  ["pictures", "/admin/pictures"],
  ["rename", "/admin/catalogue/models/rename?brandName=Atul&name=Elite%20Plus"],
  ["delete", "/admin/catalogue/brands/delete?brandName=Atul"],
] as const;

for (const width of [360, 1280]) {
  test(`console screens at ${width}px: no horizontal overflow, tap targets of 44px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin");
    await hydrated(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `test-results/console/sign-in-${width}.png`, fullPage: true });
    await signInToConsole(page);
    await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      await hydrated(page);
      await expectNoHorizontalOverflow(page);
      await expectTapTargets(page, `${path} at ${width}px`);
      await page.screenshot({ path: `test-results/console/${name}-${width}.png`, fullPage: true });
    }
  });
}
