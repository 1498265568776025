import { expectNoAxeViolations } from "./axe";
import { expect, expectNoHorizontalOverflow, test } from "./helpers";

// The battery chooser at 360 px without JavaScript (docs/decisions/118): a driver picks an
// e-rickshaw, sees lead-acid and lithium side by side, changes a figure and gets a new answer.

test.use({ viewport: { width: 360, height: 780 } });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a driver picks a model, reads both batteries side by side, and a shorter day changes the replacements", async ({ page }) => {
    await page.goto("/battery");
    const choose = page.getByTestId("battery-model-form");
    await choose.getByLabel("Vehicle model").selectOption({ label: "Mahindra e-Alfa Mini" });
    await choose.getByRole("button", { name: "Show the costs" }).click();
    // the town field, left empty, is sent empty: the model's "from" price
    await expect(page).toHaveURL(/\/battery\?model=Mahindra%2Fe-Alfa-Mini&town=$/);
    // 100 km a day on 85 km a charge: 2 charges a day, 1,872 in 3 years, 4 lead-acid batteries replaced.
    await expect(page.getByTestId("battery-replaced-3")).toContainText("4 × ₹24,000 = ₹96,000");
    await expect(page.getByTestId("battery-charging")).toContainText("2 a day, 8–10 h each");
    await expect(page.getByTestId("battery-over-day")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);

    // 80 km a day fits one charge: 936 charges in 3 years, 2 replaced.
    const figures = page.getByTestId("battery-form");
    await figures.getByLabel("km a day").fill("80");
    await figures.getByRole("button", { name: "Work out the costs" }).click();
    await expect(page).toHaveURL(/km=80/);
    await expect(page.getByTestId("battery-replaced-3")).toContainText("2 × ₹24,000 = ₹48,000");
    await expectNoHorizontalOverflow(page);

    await figures.getByLabel("km a day").fill("0");
    await figures.getByRole("button", { name: "Work out the costs" }).click();
    await expect(page.getByTestId("battery-errors")).toContainText('"km a day"');
    await expect(page.getByTestId("battery-table")).toHaveCount(0);
  });

  test("in Hindi the chooser answers and fits 360 px", async ({ page }) => {
    await page.goto("/hi/battery?model=Mayuri%2FGrand");
    await expect(page.getByTestId("battery-replaced-3")).toContainText("2 × ₹24,000 = ₹48,000");
    await expect(page.getByTestId("battery-verdict")).toContainText("5 साल में लिथियम बैटरी");
    await expectNoHorizontalOverflow(page);
  });
});

test("the chooser reads well to axe in English and Hindi", async ({ page }) => {
  for (const path of ["/battery?model=Mahindra%2Fe-Alfa-Mini", "/hi/battery?model=Mini-Metro%2FDeluxe"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
