import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test } from "./helpers";

// The console's lists on a 360px phone (docs/decisions/126): an operator finds a trader by typing
// its name, opens it, and goes through its tabs; each list at 360 and 1280px, with no horizontal
// scrolling, saved for a person to look at.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/console-lists";
const LISTS = [
  ["models", "/admin/catalogue/models"],
  ["prices", "/admin/catalogue/prices?town=Noida"],
  ["traders", "/admin/traders"],
  ["leads", "/admin/leads"],
  ["pictures", "/admin/pictures?photo=lacks"],
  ["disputes", "/admin/disputes?state="],
] as const;

test("at 360px an operator finds a trader by typing and opens its tabs", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page, "/admin/traders");
  await expect(page.getByRole("heading", { name: "Dealers and manufacturers" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Find a trader").fill("ganesh");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?q=ganesh/);
  const row = page.getByTestId("console-traders").getByRole("link", { name: "Shree Ganesh E-Motors" });
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: "Shree Ganesh E-Motors" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const tabs = page.getByRole("navigation", { name: "Sections" });
  for (const [tab, shows] of [
    ["Phones and notifications", "CRM keys"],
    ["Leads", "Leads of the last seven days"],
    ["Billing", "Billing terms"],
    ["Profile", "Private lead page"],
  ] as const) {
    await tabs.getByRole("link", { name: tab, exact: true }).click();
    await expect(tabs.getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: shows })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/trader-${tab.split(" ")[0]!.toLowerCase()}-360.png`, fullPage: true });
  }
});

for (const width of [360, 1280]) {
  test(`every console list at ${width}px: searchable, paged, no horizontal scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await signInToConsole(page);
    await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
    for (const [name, path] of LISTS) {
      await page.goto(path);
      await expect(page.getByRole("search")).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  });
}
