import { ENQUIRIES_PER_MINUTE, expect, freshMobile, openHarness, spendMobileLimit, storedEnquiries, test } from "./helpers";

// Closing: 'true' only for typeOfQuery Dealer after a successful enquiry; a 'true'
// marks that trader ("Enquiry sent"); every other close is 'false' and marks nothing.

// Stored leads are read through the operator API; a journey waits for its queued delivery.
test.describe.configure({ timeout: 60_000 });

async function sendFrom(page: import("@playwright/test").Page, card: string, mobile: string) {
  await page.getByRole("article", { name: card }).getByRole("link").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("button", { name: "OK" })).toBeVisible();
  return dialog;
}

test("with typeOfQuery Dealer and a successful enquiry the dialog closes with result 'true'", async ({ page, request }) => {
  await openHarness(page, "dealer-cards");
  const mobile = freshMobile();
  const dialog = await sendFrom(page, "Shree Ganesh E-Motors", mobile);
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveCount(0);
  await dialog.getByRole("button", { name: "OK" }).click();
  const marks = page.getByTestId("enquiry-sent-mark");
  await expect(marks).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Shree Ganesh E-Motors" }).getByTestId("enquiry-sent-mark")).toHaveText("Enquiry sent");
  expect(await storedEnquiries(request, mobile)).toMatchObject([{ typeOfQuery: "Dealer", cityName: "Noida" }]);
});

test("closing without submitting gives 'false'", async ({ page }) => {
  await openHarness(page, "dealer-cards");
  await page.getByRole("article", { name: "Noida E-Rickshaw Point" }).getByRole("link").click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveCount(0);
});

test("a failed enquiry of typeOfQuery Dealer closes with 'false'", async ({ page }) => {
  await openHarness(page, "dealer-cards");
  const mobile = freshMobile();
  expect(await spendMobileLimit(page, mobile)).toEqual(Array(ENQUIRIES_PER_MINUTE).fill(200));
  const dialog = await sendFrom(page, "Noida E-Rickshaw Point", mobile);
  await expect(dialog.getByRole("status")).toHaveText(/Too many enquiries/);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveCount(0);
});

test("any other typeOfQuery closes with 'false' even after success", async ({ page }) => {
  await openHarness(page, "dealer-cards");
  const dialog = await sendFrom(page, "Saraswati Automobiles", freshMobile());
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("enquiry-sent-mark")).toHaveCount(0);
});
