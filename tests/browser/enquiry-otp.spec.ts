import type { Page } from "@playwright/test";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import { codeSentTo, expect, freshMobile, hydrated, leadPagePath, shownMobile, test, watchErrors } from "./helpers";

// Verified numbers (the OTP flow, docs/decisions/109): after an accepted enquiry the visitor
// is offered a 6-digit code by SMS — in the dialog and on the page without JavaScript — with the
// resend countdown and the Failed message. No SMS service is configured in `npm start`, so the
// code is read where the local provider keeps it: the operator's outbox.

test.describe.configure({ timeout: 60_000 });

const DEALER = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors" };

/** An enquiry to the dealer from its city page's card, in the dialog. */
async function enquireInDialog(page: Page, mobile: string) {
  await page.goto("/city/Noida/electric-rickshaw-dealers");
  await hydrated(page);
  await page.getByTestId("dealer-card").filter({ hasText: DEALER.traderName }).getByRole("link", { name: "Click To Talk Dealer" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");
  return dialog;
}

const wrongOf = (code: string) => (code === "000000" ? "000001" : "000000");

test("after an enquiry the dialog offers a code by SMS; the code confirms the number and the lead page marks it Verified", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = freshMobile();
  const leadPage = await leadPagePath(request, DEALER.tName);
  const dialog = await enquireInDialog(page, mobile);

  await expect(dialog.getByRole("heading", { name: "Confirm your number so you are called first" })).toBeVisible();
  const otp = dialog.getByLabel("OTP");
  await expect(otp).toBeVisible();
  await expect(otp).toHaveAccessibleDescription(`OTP sent by SMS to ${shownMobile(mobile)}`);
  await expect(otp).toHaveAttribute("autocomplete", "one-time-code");
  await expect(dialog.getByText(/^Resend OTP in \d+ second$/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Resend OTP" })).toHaveCount(0);
  // Phones first: nothing wider than 360 px, every control of the offer at least 44 px high.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const control of await dialog.getByTestId("enquiry-otp").locator("input, button").all()) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // A code that is not 4 to 6 digits is refused before it is sent.
  await otp.fill("12");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(otp).toHaveAttribute("aria-invalid", "true");
  await expect(otp).toHaveAccessibleDescription("Enter the OTP you received");

  // OTP result Failed shows the Details message and keeps the form.
  const code = await codeSentTo(request, mobile);
  await otp.fill(wrongOf(code));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText(M.otpWrong)).toBeVisible();
  await expect(otp).toBeVisible();

  // The right code: Success hides the form and says so.
  await otp.fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Thank you! Your number is confirmed. Whoever calls you sees your enquiry as verified.")).toBeVisible();
  await expect(dialog.getByLabel("OTP")).toHaveCount(0);
  await expect(dialog.getByText(/Resend OTP/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "OK" }).click();

  await page.goto(leadPage);
  const lead = page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) });
  await expect(lead.getByText("Verified", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the resend countdown ticks from Resend OTP in 30 second to zero, then offers Resend OTP; a resend the server finds too early says to wait", async ({ page }) => {
  await page.clock.install();
  const dialog = await enquireInDialog(page, freshMobile());
  await expect(dialog.getByLabel("OTP")).toBeVisible();
  // The clock stops here; from now on only the test moves it.
  await page.clock.pauseAt(Date.now() + 500);
  const countdown = dialog.getByText(/^Resend OTP in \d+ second$/);
  const start = Number(/(\d+)/.exec(await countdown.innerText())![1]);
  expect(start).toBeGreaterThanOrEqual(29);
  await page.clock.runFor(1000);
  await expect(dialog.getByText(`Resend OTP in ${start - 1} second`)).toBeVisible();
  await page.clock.runFor((start - 2) * 1000);
  await expect(dialog.getByText("Resend OTP in 1 second")).toBeVisible();
  await page.clock.runFor(1000);
  await expect(dialog.getByText(/Resend OTP in/)).toHaveCount(0);
  const resend = dialog.getByRole("button", { name: "Resend OTP" });
  await expect(resend).toBeVisible();
  // The page's clock ran ahead; the server's did not: it answers with its own wait.
  await resend.click();
  await expect(dialog.getByText(M.otpResendWait)).toBeVisible();
  await expect(dialog.getByText(/^Resend OTP in \d+ second$/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry page offers the code by SMS as forms, with the countdown's text and a resend, and confirms the number", async ({ page, request }) => {
    const mobile = freshMobile();
    await page.goto(`/enquiry?typeOfQuery=Dealer&brandName=Mahindra&modelName=Treo&traderName=${DEALER.tName}`);
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Pincode").fill("201301");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toContainText("Your enquiry has been received");
    await expect(page.getByRole("heading", { name: "Confirm your number so you are called first" })).toBeVisible();
    await expect(page.getByText("Resend OTP in 30 second")).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend OTP" })).toBeVisible();

    const code = await codeSentTo(request, mobile);
    await page.getByLabel("OTP").fill(wrongOf(code));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(M.otpWrong)).toBeVisible();
    await page.getByLabel("OTP").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Thank you! Your number is confirmed. Whoever calls you sees your enquiry as verified.")).toBeVisible();
    await expect(page.getByLabel("OTP")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "OK", exact: true })).toBeVisible();
  });
});
