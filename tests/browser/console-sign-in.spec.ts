import { expect, hydrated, signInToConsole, test, watchErrors, ADMIN_TOKEN } from "./helpers";

// In Chromium: an operator signs in with the admin token, reaches the page
// asked for, and signs out; failed attempts are rate limited per address.

test("an operator signs in, lands on the page asked for, and signing out ends the session", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/admin/deliveries");
  await expect(page).toHaveURL(/\/admin\?next=%2Fadmin%2Fdeliveries$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await hydrated(page);
  await page.getByLabel("Admin token").fill("not-the-token");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That is not the admin token.");
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Failed deliveries");
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  const session = (await page.context().cookies()).find((c) => c.name === "admin_session")!;
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(session.expires * 1000 - Date.now()).toBeGreaterThan(7.9 * 3_600_000);
  expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(8 * 3_600_000);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("signing in works without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "CF-Connecting-IP": "10.201.1.1" } });
  const page = await context.newPage();
  await page.goto("/admin/billing");
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Statement for \d{4}-\d{2}$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
  await context.close();
});

test("repeated failed sign-ins from one address are refused for a minute, the right token included", async ({ page }) => {
  await page.goto("/admin");
  await hydrated(page);
  // The limiter counts in wall-clock minutes: within 11 attempts, 5 failures fall in one minute.
  for (let attempt = 1; attempt <= 11; attempt++) {
    await page.getByLabel("Admin token").fill(`guess-${attempt}`);
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin")),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(/That is not the admin token\.|Too many failed attempts/);
    if ((await alert.textContent())?.startsWith("Too many")) break;
    expect(attempt).toBeLessThan(11);
  }
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many failed attempts from this address. Wait a minute, then try again.");
  await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
});
