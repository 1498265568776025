import { expectNoAxeViolations } from "./axe";
import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// Your town first (docs/decisions/115-your-town-first.md), on a 360 px phone: from home, a
// Varanasi pincode reaches the nearest towns' dealers in two taps, through the town's page of every
// type (docs/decisions/147); a chosen town's price shows on a model page; and the same works
// without JavaScript.

test.use({ viewport: { width: 360, height: 740 } });

test("once the page runs its scripts, Use my location fills the picker from the detected town and sends it", async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(["geolocation"]);
  // Kanpur's centre: the site's getGeoCode names the nearest catalogue town
  await context.setGeolocation({ latitude: 26.45, longitude: 80.33 });
  await page.goto("/");
  await hydrated(page);
  const detect = page.getByTestId("town-detect");
  await expect(detect).toBeVisible();
  await detect.click();
  await expect(page).toHaveURL(/\/town\/Kanpur$/);
  await expect(page.getByTestId("town-name")).toHaveText("Kanpur");
  expect(errors).toEqual([]);
});

test("from home, a Varanasi pincode leads to the nearest towns' dealers in two taps", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  const picker = page.getByTestId("town-picker");
  await picker.getByLabel("City or pincode").fill("221001");
  // tap 1: the picker's button
  await picker.getByRole("button", { name: "Show my town" }).click();
  await expect(page).toHaveURL(/\/town\/Varanasi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electric Vehicles in Varanasi");
  await expect(page.getByTestId("town-name")).toHaveText("Varanasi");
  const rickshaws = page.getByTestId("town-type").first();
  await expect(rickshaws).toContainText("Price in Gorakhpur, 159 km away");
  await expect(rickshaws).toContainText("Nearest dealers · Gorakhpur, 159 km away");
  await expectNoHorizontalOverflow(page);
  // tap 2: the nearest town's dealers
  await rickshaws.getByRole("link", { name: "All E Rickshaw dealers in Gorakhpur" }).click();
  await expect(page).toHaveURL(/\/city\/Gorakhpur\/electric-rickshaw-dealers$/);
  await expect(page.getByTestId("dealer-card").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a chosen town's price shows on a model page, and the change link comes back to it", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/brand/Mahindra/e-Alfa-Mini");
  await hydrated(page);
  await page.getByTestId("town-line").getByRole("link", { name: "Choose your town" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your town");
  await page.getByRole("combobox", { name: "City or pincode", exact: true }).fill("Noida");
  await page.getByRole("button", { name: "Show my town" }).click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\/e-Alfa-Mini$/);
  await expect(page.getByTestId("town-name")).toHaveText("Noida");
  await expect(page.getByTestId("town-price-line")).toContainText(/Price in Noida: On-road ₹[\d,]+/);
  await expect(page.getByTestId("model-city-links").getByRole("link").first()).toHaveText("Price in Noida");
  // measured once the whole document has arrived (its later sections stream in)
  await page.waitForLoadState("load");
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the town list leads from a state to its towns and on to a town's own page, in Hindi too", async ({ page }) => {
    await page.goto("/hi/town");
    await page.getByTestId("towns-by-state").getByRole("link", { name: "उत्तर प्रदेश" }).click();
    await expect(page).toHaveURL(/\/hi\/town\?state=Uttar\+Pradesh$/);
    const towns = page.getByTestId("state-towns");
    await expect(towns.getByRole("heading", { level: 2 })).toHaveText("उत्तर प्रदेश के शहर");
    await expectNoHorizontalOverflow(page);
    await towns.getByRole("link", { name: "कानपुर" }).click();
    await expect(page).toHaveURL(/\/hi\/town\/Kanpur$/);
  });

  test("the picker's GET form remembers a town typed in Hindi and the model page shows its nearest price", async ({ page }) => {
    await page.goto("/hi");
    await page.getByTestId("town-picker").getByLabel("शहर या पिनकोड").fill("वाराणसी");
    await page.getByTestId("town-picker").getByRole("button", { name: "मेरा शहर दिखाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/town\/Varanasi$/);
    await page.goto("/hi/brand/Mahindra/e-Alfa-Mini");
    await expect(page.getByTestId("town-name")).toHaveText("वाराणसी");
    await expect(page.getByTestId("town-price-line")).toContainText("गोरखपुर में कीमत, 159 किमी दूर");
    // the detect button needs JavaScript: not shown
    await expect(page.getByTestId("town-detect")).toBeHidden();
  });
});
