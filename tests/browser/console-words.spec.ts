import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test, watchErrors } from "./helpers";

// Words of the trade (docs/decisions/124), in Chromium on a 360px phone: an operator signs in,
// opens a model, reads its fields in plain English, switches the console to Hindi and reads them
// in Hindi, saves a bad price and sees the message beside the field, what was typed kept. Then
// the edit form and a list at 360px and 1280px in both languages, photographed for a person.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/console-words";

test("an operator reads a model's fields in plain English then Hindi, and a bad value is refused beside its field", async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
  await page.goto("/admin/catalogue/models?q=treo");
  await hydrated(page);
  await expect(page.getByTestId("catalogue-records")).toContainText(/Vehicle type: Electric Auto Rickshaw · Price: ₹\d{1,2},\d{2},\d{3}/);
  await page.getByRole("link", { name: "Mahindra Treo", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mahindra Treo");
  await expect(page.getByLabel("Ground Clearance (mm)", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Front Shock Absorber", { exact: true })).toBeVisible();
  await expect(page.getByTestId("record-form")).not.toContainText("groundClearnce");

  await page.getByRole("button", { name: "हिंदी" }).click();
  await expect(page.getByLabel("ग्राउंड क्लीयरेंस (mm)", { exact: true })).toBeVisible();
  await expect(page.getByLabel("वाहन का प्रकार", { exact: false }).first()).toHaveValue("electric auto rickshaw");
  const price = page.getByLabel("कीमत (₹)", { exact: true });
  await price.fill("एक लाख");
  await page.getByRole("button", { name: "सेव करें" }).click();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(/^पूरी संख्या अंकों में लिखें/);
  await expect(price).toHaveValue("एक लाख");
  await expect(page.locator("#field-price-problem")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.locator("#field-price").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/edit-refused-hi-360.png` });
  expect(errors).toEqual([]);
});

test("the edit form and a list fit 360px and 1280px in English and Hindi", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
  for (const lang of ["en", "hi"]) {
    await context.addCookies([{ name: "console-lang", value: lang, url: `${baseURL}/admin` }]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ["edit", "/admin/catalogue/models/edit?brandName=Mahindra&name=Treo"],
        ["list", "/admin/catalogue/models?q=mahindra"],
        ["import", "/admin/catalogue"],
      ] as const) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator(".console")).toHaveAttribute("lang", lang === "hi" ? "hi-IN" : "en-IN");
        await expectNoHorizontalOverflow(page);
        await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: name !== "edit" });
      }
    }
  }
});
