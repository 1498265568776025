import { expectNoAxeViolations } from "./axe";
import { expect, expectNoHorizontalOverflow, test } from "./helpers";

// The subsidy check at 360 px without JavaScript (docs/decisions/117): a driver picks a model, a
// Delhi town and a registration date in the GET forms (the type first, then its models); two dates
// give two different answers.

test.use({ viewport: { width: 360, height: 780 } });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a model in a Delhi town on two dates gives two different answers", async ({ page }) => {
    await page.goto("/subsidy");
    // the models a type at a time: the auto rickshaws' list first
    const type = page.getByTestId("subsidy-type-form");
    await type.getByLabel("Vehicle type").selectOption("electric auto rickshaw");
    await type.getByRole("button", { name: "Show its models" }).click();
    await expect(page).toHaveURL(/\/subsidy\?type=electric\+auto\+rickshaw$/);
    const form = page.getByTestId("subsidy-form");
    await form.getByLabel("Vehicle model").selectOption({ label: "Mahindra Treo" });
    await form.getByLabel("Your town").fill("Delhi");
    await form.getByLabel("Registration date").fill("2025-06-01");
    await form.getByRole("button", { name: "Check subsidy" }).click();
    await expect(page).toHaveURL(/\/subsidy\?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01$/);
    await expect(page.getByTestId("subsidy-total")).toHaveText("Subsidy on this date: ₹48,425");
    await expect(page.getByTestId("subsidy-status")).toHaveText(["Open on this date", "Open on this date"]);
    await expectNoHorizontalOverflow(page);

    await page.getByTestId("subsidy-form").getByLabel("Registration date").fill("2026-06-01");
    await page.getByTestId("subsidy-form").getByRole("button", { name: "Check subsidy" }).click();
    await expect(page).toHaveURL(/date=2026-06-01$/);
    await expect(page.getByTestId("subsidy-total")).toHaveText("No subsidy for this model on this date.");
    await expect(page.getByTestId("subsidy-status")).toHaveText(["Closed on this date", "Not known after 31 Mar 2026"]);
    await expectNoHorizontalOverflow(page);
  });

  test("in Hindi the same check names the lead-acid battery as the reason for nothing", async ({ page }) => {
    await page.goto("/hi/subsidy?model=Mahindra%2Fe-Alfa-Mini&town=Delhi&date=2025-06-01");
    await expect(page.getByTestId("subsidy-total")).toHaveText("इस तारीख पर इस मॉडल पर कोई सब्सिडी नहीं।");
    await expect(page.getByTestId("subsidy-amount").first()).toContainText("लेड-एसिड");
    await expectNoHorizontalOverflow(page);
  });
});

test("the answers read well to axe in English and Hindi", async ({ page }) => {
  for (const path of ["/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01", "/hi/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2026-06-01"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
