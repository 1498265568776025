import { expect, test } from "@playwright/test";
import { hydrated, markWindow, watchErrors, windowStillMarked } from "./helpers";

// Page links are React Router's <Link> in the page's language (components/page-link.tsx); with
// JavaScript, a plain click on one is a client navigation, and a modified click is left to the
// browser.

test("a page link navigates in the app: the document is not reloaded, and Back returns", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByTestId("brand-city-links").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\/[^/]+\/Price-In-[^/]+$/);
  await expect(page.getByTestId("price-headline")).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/brand\/Mahindra$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test("a modified click on a page link is the browser's: the page stays where it is", async ({ page, context }) => {
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  const opened = context.waitForEvent("page");
  await page.getByTestId("brand-city-links").getByRole("link").first().click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/brand\/Mahindra\/[^/]+\/Price-In-[^/]+$/);
  await expect(page).toHaveURL(/\/brand\/Mahindra$/);
});

test("the router discovers the routes of page links before they are clicked (their data-discover attribute)", async ({ page }) => {
  // React Router's lazy route discovery finds the links its <Link> renders.
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") asked.push(...(url.searchParams.get("paths") ?? "").split(","));
  });
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  const href = (await page.getByTestId("brand-city-links").getByRole("link").first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/brand\/Mahindra\/[^/]+\/Price-In-[^/]+$/);
  await expect.poll(() => asked).toContain(href);
});

test("lists follow a client navigation to another brand", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  await markWindow(page);
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  const other = page.getByTestId("popular-brands").getByRole("link").filter({ hasNotText: "Mahindra" }).first();
  const brand = (await other.getAttribute("href"))!;
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${brand}$`));
  // the city prices, below the fold, arrive with the page's data after a client navigation
  await expect(page.getByTestId("brand-city-links").getByRole("link").first()).toBeVisible();
  const cityLinks = await page.getByTestId("brand-city-links").getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(cityLinks.length).toBeGreaterThan(0);
  for (const href of cityLinks) expect(href!.startsWith(`${brand}/`)).toBe(true);
  // a row of the list is a page link like any other: a client navigation
  await page.getByTestId("brand-city-links").getByRole("link").first().click();
  await expect(page.getByTestId("price-headline")).toBeVisible();
  expect(await windowStillMarked(page)).toBe(true);
  expect(errors).toEqual([]);
});
