import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test, watchErrors } from "./helpers";

// Renaming is renaming (docs/decisions/125-rename-is-rename.md), on a 360px phone: an operator
// signs in and renames a model from its edit page; the model's old address redirects to the new
// one in both languages, and the pages show the new name. A taken name is refused beside the
// field. Screenshots of the rename and delete screens go to SHOTS_DIR for a person to look at.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/console-rename";
const EDIT = "/admin/catalogue/models/edit?brandName=Omega+Seiki&name=Stream+City";

test("an operator renames a model at 360px; its old address redirects and its pages show the new name", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
  await page.goto(EDIT);
  await hydrated(page);
  // the rename sits under the record's form: one form each, once hydrated too
  await expect(page.getByTestId("record-form")).toHaveCount(1);
  await expect(page.getByTestId("rename")).toHaveCount(1);
  await expectNoHorizontalOverflow(page);

  // a taken name first: refused beside the field, nothing renamed
  await page.getByLabel("Rename to …").fill("Rage Plus");
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page.locator("#rename-error")).toHaveText('"Rage Plus" is taken: choose a name no other model has.');
  await expect(page.getByLabel("Rename to …")).toHaveAttribute("aria-invalid", "true");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/rename-refused-360.png`, fullPage: true });

  await page.getByLabel("Rename to …").fill("Stream City Pro");
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/models\/edit\?brandName=Omega\+Seiki&name=Stream\+City\+Pro&saved$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omega Seiki Stream City Pro");
  await expect(page.getByRole("status")).toContainText("Saved.");

  const old = await page.request.get("/brand/Omega-Seiki/Stream-City", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/brand/Omega-Seiki/Stream-City-Pro");
  await page.goto("/brand/Omega-Seiki/Stream-City");
  await expect(page).toHaveURL(/\/brand\/Omega-Seiki\/Stream-City-Pro$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Stream City Pro");
  await page.goto("/hi/brand/Omega-Seiki/Stream-City");
  await expect(page).toHaveURL(/\/hi\/brand\/Omega-Seiki\/Stream-City-Pro$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Stream City Pro");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/renamed-model-hi-360.png` });
  await page.goto("/brand/Omega-Seiki");
  await expect(page.locator("main")).toContainText("Stream City Pro");
  expect(errors).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`the rename and delete-confirmation screens at ${width}px fit without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInToConsole(page);
    await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
    for (const [name, path] of [
      ["edit-with-rename", "/admin/catalogue/models/edit?brandName=Atul&name=Elite+Plus"],
      ["rename-town", "/admin/catalogue/prices/rename?brandName=Atul&name=Elite+Plus&cityName=Noida"],
      ["delete-brand", "/admin/catalogue/brands/delete?brandName=Atul"],
      ["delete-model", "/admin/catalogue/models/delete?brandName=Atul&name=Elite+Plus"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  });
}
