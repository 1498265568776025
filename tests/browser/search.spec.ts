import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// The one search box in a browser at 360 px (docs/decisions/114): a Hindi reader types "ई रिक्शा"
// on the Hindi home page, sees the e-rickshaw type and e-rickshaw models among the grouped
// suggestions, and a chosen one opens its page; the suggestions' code is fetched only once the
// box is used. Without JavaScript, /search?q=e+rikshaw lists the type.

test.use({ viewport: { width: 360, height: 740 } });

test("typing ई रिक्शा on /hi/ suggests the e-rickshaw type and e-rickshaw models; choosing one goes there", async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".js")) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/hi");
  await hydrated(page);
  // the suggestions' own code is not part of the page's load: it comes with the first use
  expect(scripts.some((s) => /\/suggest-[\w-]+\.js$/.test(s))).toBe(false);

  const box = page.getByRole("combobox", { name: "ब्रांड, मॉडल, वाहन या शहर खोजें" });
  await box.fill("ई रिक्शा");
  const list = page.getByRole("listbox", { name: "सुझाव" });
  const types = list.getByRole("group", { name: "वाहन के प्रकार" });
  await expect(types.getByRole("option").first()).toHaveText("ई-रिक्शा");
  const models = list.getByRole("group", { name: "मॉडल" }).getByRole("option");
  await expect(models.first()).toBeVisible();
  await expect(models.first()).toContainText("ई-रिक्शा");
  expect(scripts.some((s) => /\/suggest-[\w-]+\.js$/.test(s))).toBe(true);
  await expectNoHorizontalOverflow(page);

  // a model, by the keyboard: down past the types to the first model, Enter
  const firstModel = (await models.first().locator(".combobox-label").textContent())!;
  const typeCount = await types.getByRole("option").count();
  for (let i = 0; i <= typeCount; i++) await box.press("ArrowDown");
  await expect(models.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/hi\/brand\/[^/]+\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstModel);

  // the type, by a tap
  await page.goto("/hi");
  await hydrated(page);
  await page.getByRole("combobox", { name: "ब्रांड, मॉडल, वाहन या शहर खोजें" }).fill("इ-रिक्शा");
  await page.getByRole("listbox", { name: "सुझाव" }).getByRole("group", { name: "वाहन के प्रकार" }).getByRole("option", { name: "ई-रिक्शा", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/three-wheeler\/e-rickshaw$/);
  expect(errors).toEqual([]);
});

test("the search page's box suggests too, and Search without choosing lists every result", async ({ page }) => {
  await page.goto("/search");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Search brand, model, vehicle type or town" });
  await box.fill("loader noida");
  const towns = page.getByRole("listbox", { name: "Suggestions" }).getByRole("group", { name: "In your town" });
  await expect(towns.getByRole("option").first()).toHaveText("E Rickshaw Loader price in Noida");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=loader\+noida$/);
  await expect(page.getByTestId("search-towns").getByRole("link").first()).toHaveAttribute("href", "/e-rickshaw-loader/Noida");
  await expectNoHorizontalOverflow(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search?q=e+rikshaw lists the e-rickshaw type, and the home box's text that names no brand lands there", async ({ page }) => {
    await page.goto("/search?q=e+rikshaw");
    const types = page.getByTestId("search-types");
    await expect(types.getByRole("link").first()).toHaveText("E Rickshaw");
    await types.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/three-wheeler\/e-rickshaw$/);

    await page.goto("/");
    await page.getByRole("combobox", { name: "Search brand, model, vehicle type or town" }).fill("e rikshaw");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=e\+rikshaw$/);
    await expect(page.getByTestId("search-types").getByRole("link").first()).toHaveAttribute("href", "/three-wheeler/e-rickshaw");
    await expectNoHorizontalOverflow(page);
  });
});
