import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test } from "./helpers";
import { ownerMobileOf, signInAsSeller } from "./seller-session";

// A seller's own profile (docs/decisions/168) on a 360 px phone, in Hindi: the seller changes its
// hours and offer, the change waits and the public page does not show it; the operator approves it
// in the console, and the dealer's contact page shows it.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/seller-profile";
const TRADER = "Taj-E-Rickshaw-House";

// A phone: the seller's sign-in is tapped.
test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

test("at 360px a seller sends new hours and an offer in Hindi; they show on its page only after the operator approves them", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAsSeller(page, request, await ownerMobileOf(request, TRADER), "hi");
  await page.goto("/hi/seller/profile");
  await expect(page.getByRole("heading", { level: 1, name: "आपकी प्रोफ़ाइल" })).toBeVisible();
  // typed and tapped as soon as the page shows, before its scripts have run
  const hours = page.locator('fieldset[data-field="hours"]');
  await hours.getByLabel("खुलने का समय").fill("09:30");
  await hours.getByLabel("बंद होने का समय").fill("19:30");
  await hours.getByLabel("रवि").uncheck();
  await page.getByLabel("ऑफ़र हिंदी में").fill("दिवाली पर मुफ़्त बीमा");
  await page.getByRole("button", { name: "मंज़ूरी के लिए भेजें", exact: true }).click();
  await expect(page.getByTestId("profile-notice")).toHaveText("2 बदलाव मंज़ूरी के लिए भेजे गए। फ़ैसला आपको यहीं दिखेगा।");
  // 09:30 is morning, 19:30 after 19:00 is night; Monday to Saturday open, Sunday closed
  await expect(hours.getByText("मंज़ूरी बाकी: सोम–शनि, सुबह 9:30 – रात 7:30; रवि बंद")).toBeVisible();
  await expect(page.getByTestId("profile-changes").locator("li")).toHaveCount(2);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/seller-profile-waiting-360.png`, fullPage: true });

  // nothing shows on the public page yet
  await page.goto(`/hi/dealer/${TRADER}/Contact`);
  await expect(page.getByTestId("shop-lines")).toHaveCount(0);

  await signInToConsole(page, "/admin/profile-changes");
  await expect(page.getByRole("heading", { level: 1, name: "Profile changes" })).toBeVisible();
  await hydrated(page);
  const changes = page.getByTestId("profile-change");
  await expect(changes).toHaveCount(2);
  const offer = page.locator('[data-testid="profile-change"][data-field="offers"]');
  await expect(offer.getByTestId("new-value")).toContainText("दिवाली पर मुफ़्त बीमा");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/console-profile-changes-360.png`, fullPage: true });
  for (const field of ["hours", "offers"]) {
    await page.locator(`[data-testid="profile-change"][data-field="${field}"]`).getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status")).toContainText("Approved:");
  }
  await expect(changes).toHaveCount(0);

  await page.goto(`/hi/dealer/${TRADER}/Contact`);
  await expect(page.getByTestId("shop-hours")).toHaveText("सोम–शनि, सुबह 9:30 – रात 7:30; रवि बंद");
  await expect(page.getByTestId("shop-offer")).toHaveText("दिवाली पर मुफ़्त बीमा");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/dealer-contact-approved-360.png`, fullPage: true });
});
