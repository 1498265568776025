import { expect, expectNoHorizontalOverflow, freshMobile, hydrated, storedEnquiries, test, watchErrors } from "./helpers";

// In a browser: a buyer who reads Hindi goes from the Hindi home page's search to a
// model's price in a city and sends an enquiry, all in Hindi; the switch leads to the same page
// in English.

test.describe.configure({ timeout: 60_000 });

test("in Hindi: home search → brand → price in a city → an enquiry sent, every step under /hi/", async ({ page, request }) => {
  const errors = watchErrors(page);
  const mobile = freshMobile();
  await page.goto("/hi");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("भारत में इलेक्ट्रिक वाहन");

  const brand = page.getByRole("combobox", { name: "ब्रांड" });
  await brand.fill("mahin");
  await page.getByRole("option", { name: "Mahindra", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "मॉडल", exact: true }).locator("option", { hasText: "e-Alfa Mini" })).toHaveCount(1);
  await page.getByRole("button", { name: "खोजें" }).click();
  await expect(page).toHaveURL(/\/hi\/brand\/Mahindra$/);
  await expect(page.getByRole("heading", { name: "Mahindra के मॉडल" })).toBeVisible();

  await page.getByTestId("brand-models").getByRole("link", { name: /e-Alfa Mini/ }).first().click();
  await expect(page).toHaveURL(/\/hi\/brand\/Mahindra\/e-Alfa-Mini$/);
  await expect(page.getByTestId("model-summary")).toContainText("चलाने का खर्च");

  await page.getByTestId("model-city-links").getByRole("link", { name: "नोएडा में कीमत" }).click();
  await expect(page).toHaveURL(/\/hi\/brand\/Mahindra\/e-Alfa-Mini\/Price-In-Noida$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("नोएडा में Mahindra e-Alfa Mini की कीमत");
  await expect(page.getByTestId("price-breakup")).toContainText("एक्स-शोरूम कीमत");
  await expect(page.getByTestId("price-breakup")).toContainText("नोएडा में ऑन-रोड कीमत");
  await expect(page.getByTestId("price-breakup")).toContainText(/₹\d{1,2}(,\d\d)*,\d{3}/);
  await expectNoHorizontalOverflow(page);

  await page.getByRole("banner").getByRole("link", { name: "संपर्क करें" }).click();
  const dialog = page.getByRole("dialog", { name: "संपर्क करें" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "भेजें" }).click();
  await expect(dialog.getByLabel("मोबाइल नंबर")).toHaveAccessibleDescription(/6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें/);
  await dialog.getByLabel("मोबाइल नंबर").fill(mobile);
  await dialog.getByLabel("पिनकोड").fill("201301");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "भेजें" }).click();
  // A general contact is not promised a dealer's call: the thank-you of its kind.
  await expect(dialog.getByRole("status")).toHaveText("धन्यवाद! आपकी पूछताछ मिल गई है। हम जल्द ही आपको फ़ोन करेंगे।");
  await dialog.getByRole("button", { name: "ठीक है" }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => storedEnquiries(request, mobile).then((rows) => rows.length), { timeout: 30_000 }).toBe(1);

  await page.getByRole("banner").getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\/e-Alfa-Mini\/Price-In-Noida$/);
  expect(new URL(page.url()).pathname.startsWith("/hi")).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toBeVisible();
  expect(errors).toEqual([]);
});
