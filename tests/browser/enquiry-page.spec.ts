import { ENQUIRY_MESSAGES } from "#app/shared/rules/enquiry-messages";
import { expect, expectPhoneFriendly, freshMobile, storedEnquiries, test } from "./helpers";

// Without JavaScript every entry point is a link to /enquiry, whose plain form posts to the
// route's action: same fields, same schemas, same anti-forgery token, same BFF path.

// Stored leads are read through the operator API; a journey waits for its queued delivery.
test.describe.configure({ timeout: 60_000 });

test.use({ javaScriptEnabled: false });

test("without JavaScript Contact Us leads to the enquiry page, whose form stores the enquiry once", async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/enquiry\?typeOfQuery=Contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByLabel("Pincode").fill("201301");
  await page.getByRole("checkbox").check();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Submit" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await expect(page.getByRole("status")).toHaveText("Thank you! Your enquiry has been received. We will call you soon.");
  await expect(page.getByRole("link", { name: "OK", exact: true })).toHaveAttribute("href", "/");
  await expect(page.getByLabel("Mobile number")).toHaveCount(0);
  expect(await storedEnquiries(request, mobile)).toMatchObject([{ typeOfQuery: "Contact", pincode: "201301", location: { google: false } }]);
});

test("the enquiry page is prefilled from the link and answers invalid fields with 400 and their messages", async ({ page }) => {
  await page.goto("/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo&cityName=Noida");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask about this vehicle");
  await expect(page.getByText("Mahindra Treo in Noida")).toBeVisible();
  await page.getByLabel("Mobile number").fill("987654321");
  await page.getByLabel("Pincode").fill("20130");
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Submit" }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/Enter a 10 digit mobile number/);
  await expect(page.getByLabel("Pincode")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.pincodeInvalid);
  // The visitor's input is kept for correction, and the link's context too.
  await expect(page.getByLabel("Mobile number")).toHaveValue("987654321");
  await expect(page.locator('input[name="modelName"]')).toHaveValue("Treo");
});

test("phones first: at 360 px the enquiry page fits without horizontal scroll, controls at least 44 px high", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/enquiry?typeOfQuery=Contact%20to%20Talk%20Dealer&brandName=YC%20Electric&modelName=Yatri%20Super&cityName=Noida");
  await expectPhoneFriendly(page, page.locator("main section"));
});
