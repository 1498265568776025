import { expect, freshMobile, openHarness, test } from "./helpers";

// Spec §4 "OTP flow": present but not displayed by the dialog; tested on its own.

async function registerWithOtp(page: import("@playwright/test").Page, mobile: string, otp: string) {
  const status = await page.evaluate(
    async ({ mobile, otp }) => {
      const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const res = await fetch("/api/addCustomer", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token },
        body: JSON.stringify({ mobile, otp }),
      });
      return res.status;
    },
    { mobile, otp },
  );
  expect(status).toBe(200);
}

test("OTP result Failed shows the Details message and keeps the form", async ({ page }) => {
  const mobile = freshMobile();
  await openHarness(page, "otp", `mobile=${mobile}`);
  await registerWithOtp(page, mobile, "4321");
  await page.getByLabel("OTP").fill("1111");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status")).toHaveText("The OTP is incorrect or has expired.");
  await expect(page.getByLabel("OTP")).toBeVisible();
});

test("verify returning Success hides the form and starts Resend OTP in N second; at zero it stops", async ({ page }) => {
  await page.clock.install();
  const mobile = freshMobile();
  await openHarness(page, "otp", `mobile=${mobile}`);
  await registerWithOtp(page, mobile, "4321");
  await page.getByLabel("OTP").fill("4321");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status")).toHaveText("Resend OTP in 30 second");
  await expect(page.getByLabel("OTP")).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(page.getByRole("status")).toHaveText("Resend OTP in 29 second");
  await page.clock.runFor(28_000);
  await expect(page.getByRole("status")).toHaveText("Resend OTP in 1 second");
  await page.clock.runFor(1000);
  await expect(page.getByRole("status")).toHaveText("");
});

test("an OTP that is not 4 to 6 digits is refused before it is sent", async ({ page }) => {
  await openHarness(page, "otp", `mobile=${freshMobile()}`);
  await page.getByLabel("OTP").fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("OTP")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("OTP")).toHaveAccessibleDescription("Enter the OTP you received");
});
