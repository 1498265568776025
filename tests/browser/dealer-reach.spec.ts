import { hi } from "#app/features/enquiry/messages";
import { codeSentTo, expect, freshMobile, hydrated, storedEnquiries, test, watchErrors } from "./helpers";

// A buyer in Varanasi (221001) asks a Mahindra dealer in Hindi on a phone, naming none: every
// Mahindra dealer of the sample is farther than 150 km (Lucknow 254.9 km, Kanpur 284.4 km, worked
// in tests/worker/dealer-reach.test.ts), so the manufacturer takes the lead; the result says so and
// gives its number to tap, and the confirmed lead is the manufacturer's alone.

test("a Varanasi buyer naming no dealer is told no dealer is within 150 km and gets the manufacturer's number to tap, in Hindi", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = freshMobile();
  await page.goto("/hi/enquiry?typeOfQuery=Contact%20to%20Talk%20Dealer&brandName=Mahindra&modelName=Treo");
  await hydrated(page);
  await page.getByLabel(hi.mobile).fill(mobile);
  await page.getByLabel(hi.pincode).fill("221001");
  await page.getByRole("button", { name: hi.submit }).click();

  await expect(page.getByTestId("enquiry-callers-title")).toHaveText(hi.noDealerNearMaker.replace("{km}", "150"));
  const maker = page.getByTestId("enquiry-callers").getByRole("listitem");
  await expect(maker).toHaveCount(1);
  await expect(maker).toContainText("Mahindra Last Mile Mobility Ltd");
  await expect(maker.getByRole("link", { name: hi.callNow.replace("{name}", "Mahindra Last Mile Mobility Ltd") })).toHaveAttribute("href", /^tel:\+91[6-9]\d{9}$/);

  await page.getByLabel("OTP").fill(await codeSentTo(request, mobile));
  await page.getByRole("button", { name: hi.verify }).click();
  await expect(page.getByText(hi.verified)).toBeVisible();
  const leads = await storedEnquiries(request, mobile);
  expect(leads.map((l) => l.tName)).toEqual(["Mahindra-Last-Mile-Mobility-Ltd"]);
  expect(errors).toEqual([]);
});
