import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";
import {
  FREE_MANUFACTURER_LEAD_DAYS,
  JURISDICTION_COURTS,
  MIN_AGE,
} from "#app/shared/business-terms";

// Journeys over the blog, an article, the terms and the error page.

test("a blog's video loads no frame until the visitor clicks play", async ({ page }) => {
  const thirdParty: string[] = [];
  // offline: answer YouTube requests locally, and note which were made
  await page.route(/^https:\/\/([^/]*\.)?(youtube|youtube-nocookie|ytimg)\.com\//, (route) => {
    thirdParty.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const response = await page.goto("/blog/how-to-choose-an-e-rickshaw");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Choose the Right E-Rickshaw");
  await expect(page.getByTestId("blog-body").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId("blog-other")).toBeVisible();

  const facade = page.getByTestId("video-facade");
  await expect(facade).toHaveAttribute("href", "https://www.youtube.com/watch?v=sampleVid01");
  await facade.scrollIntoViewIfNeeded();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(thirdParty.every((url) => url.startsWith("https://i.ytimg.com/"))).toBe(true);

  await facade.click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/sampleVid01?autoplay=1");
  await expect(page).toHaveURL(/\/blog\/how-to-choose-an-e-rickshaw$/);
});

test("an article shows its title, hero image, sections and Related URL links", async ({ page }) => {
  const response = await page.goto("/trending/mahindra-treo-vs-piaggio-ape-e-city-fx");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mahindra Treo vs Piaggio Ape E-City FX");
  const hero = page.locator("article img").first();
  await expect(hero).toHaveAttribute("width", "550");
  await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("heading", { level: 2, name: "Head to head" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(3);
  const related = page.getByRole("navigation", { name: "Related URL" });
  await expect(related.getByRole("link", { name: "All electric autos" })).toHaveAttribute("href", "/three-wheeler/electric-auto-rickshaw");
});

test("the terms page states every business term", async ({ page }) => {
  const response = await page.goto("/Terms-of-Use");
  expect(response?.status()).toBe(200);
  const terms = page.getByTestId("terms");
  await expect(terms).toContainText("only an information platform");
  await expect(terms).toContainText("not a manufacturer, buyer or seller");
  await expect(terms).toContainText("Dealers pay ₹20 + 18 % GST for each lead");
  await expect(terms).toContainText("commission agreed in writing plus 18 % GST");
  await expect(terms).toContainText(`free of charge for at most ${FREE_MANUFACTURER_LEAD_DAYS} days`);
  await expect(terms).toContainText("Brand pages are free for life");
  await expect(terms).toContainText(`You must be ${MIN_AGE} years of age or older and able to enter into binding agreements`);
  await expect(terms).toContainText(JURISDICTION_COURTS);
  await expect(terms).toContainText(`"Verified" means only that the mobile number was confirmed: the site sent a one-time code to it by SMS`);
});

test("the error page and an unmatched URL answer 404 with the way home", async ({ page }) => {
  for (const path of ["/error", "/no/such/page/here"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("You entered a wrong url.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Click Here" })).toHaveAttribute("href", "/");
  }
});
