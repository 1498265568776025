import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, hydrated } from "./helpers";

// Journeys over the dealer and manufacturer pages on the sample catalogue.

const DEALER = "/dealer/Shree-Ganesh-E-Motors";
const MAKER = "/manufacturer/Kinetic-Green-Energy-and-Power-Solutions-Ltd";

test.use({ viewport: { width: 360, height: 780 } });

test("a visitor moves through a dealer's About, Product and Contact tabs", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(`${DEALER}/About`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const tabs = page.getByRole("navigation", { name: "Shree Ganesh E-Motors pages" });
  await expect(tabs.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shree Ganesh E-Motors");
  await expect(page.getByTestId("trader-gst")).toHaveText(/^[0-9A-Z]{15}$/);
  await expect(page.getByTestId("profile-facts")).toContainText("Business type");

  await tabs.getByRole("link", { name: "Product" }).click();
  await expect(page).toHaveURL(`${DEALER}/Product`);
  await expect(tabs.getByRole("link", { name: "Product" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", "page");
  const groups = page.getByTestId("brand-products");
  expect(await groups.count()).toBeGreaterThan(0);
  expect(await groups.count()).toBeLessThanOrEqual(3);
  for (const group of await groups.all()) {
    const thumbs = group.locator("a.thumb");
    expect(await thumbs.count()).toBeLessThanOrEqual(3);
    for (const thumb of await thumbs.all()) {
      await expect(thumb).toHaveAttribute("href", /^\/brand\/[^/]+\/[^/]+$/);
      await expect(thumb).toContainText(/ Specifications$/);
    }
  }

  await tabs.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(`${DEALER}/Contact`);
  const panel = page.getByTestId("address-panel");
  await expect(panel).toContainText("Noida");
  await expect(panel.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(panel.locator('a[href^="tel:+91"]')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  expect(errors).toEqual([]);
});

test("a manufacturer's Product tab shows up to 6 models per brand, with loaded thumbnails", async ({ page }) => {
  await page.goto(`${MAKER}/Product`);
  const thumbs = page.locator("a.thumb img");
  await expect(thumbs).toHaveCount(6);
  for (const img of await thumbs.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("width", "350");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});

test("the contact button offers a Manufacturer Inquiry for this manufacturer", async ({ page }) => {
  await page.goto(`${MAKER}/About`);
  const contact = page.getByRole("link", { name: "Contact Manufacturer" });
  const href = new URL((await contact.getAttribute("href"))!, "http://x");
  expect(href.searchParams.get("typeOfQuery")).toBe("Manufacturer Inquiry");
  expect(href.searchParams.get("traderName")).toBe("Kinetic-Green-Energy-and-Power-Solutions-Ltd");
});

test("the dialog's result 'true' shows the Enquiry sent mark on a dealer page", async ({ page }) => {
  await page.goto(`${DEALER}/Product`);
  await hydrated(page);
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveCount(0);
  // Closing without sending gives 'false': no mark.
  await page.getByRole("link", { name: "Click To Talk Dealer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveCount(0);
  // A successful Dealer enquiry gives 'true': the mark.
  await page.getByRole("link", { name: "Click To Talk Dealer" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mobile number").fill(`9${String(Date.now()).slice(-9)}`);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveText(/Enquiry sent/);
});

test("an unknown dealer and a wrong tab show the error page with status 404", async ({ page }) => {
  for (const path of ["/dealer/No-Such-Dealer/About", `${MAKER}/Reviews`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("You entered a wrong url.")).toBeVisible();
  }
});
