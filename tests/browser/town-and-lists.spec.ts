import { expectNoAxeViolations } from "./axe";
import { cardsIn, expect, expectNoHorizontalOverflow, expectTapTargets, hydrated, test, watchErrors } from "./helpers";

// A town keeps the need, and lists a buyer can narrow (docs/decisions/147, 148), on a 360 px phone,
// typing and tapping as soon as each page has loaded: a town chosen from home opens the town's page
// of every type; one chosen from a type's page opens that type in the town; a list is sorted and
// narrowed by its GET form, with JavaScript and without.

test.use({ viewport: { width: 360, height: 740 } });

const cardTitles = (page: import("@playwright/test").Page, testId: string) => cardsIn(page, testId).locator(".card-title").allInnerTexts();

test("from home a town opens its page of every type, and a type there opens that type in the town", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await page.getByTestId("town-picker").getByLabel("City or pincode").fill("221001");
  await page.getByTestId("town-picker").getByRole("button", { name: "Show my town" }).click();
  await expect(page).toHaveURL(/\/town\/Varanasi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electric Vehicles in Varanasi");
  const scooters = page.getByTestId("town-type").filter({ has: page.getByRole("heading", { name: "Electric Scooter", exact: true }) });
  // Varanasi prices no scooter: Kanpur's 26, from ₹44,900, 284 km away
  await expect(scooters).toContainText("26 models · Lowest ex-showroom price: ₹44,900");
  await expect(scooters).toContainText("Price in Kanpur, 284 km away");
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page, "a town's page");
  await expectNoAxeViolations(page);
  await scooters.getByRole("link", { name: "See Electric Scooter models in Varanasi" }).click();
  await expect(page).toHaveURL(/\/electric-scooter\/Varanasi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electric Scooter dealers in Varanasi");
  // every scooter sold in Kanpur, 24 a page, each named with its town and distance
  await expect(cardsIn(page, "models-near")).toHaveCount(24);
  await expect(cardsIn(page, "models-near").first()).toContainText("Price in Kanpur, 284 km away");
  expect(errors).toEqual([]);
});

test("from a type's page the header's town picker returns to that type in the chosen town", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/two-wheeler/electric-scooter");
  await page.getByTestId("town-line").getByRole("link", { name: "Choose your town" }).click();
  await expect(page).toHaveURL(/\/town\?back=%2Ftwo-wheeler%2Felectric-scooter&type=electric\+scooter$/);
  await page.getByRole("combobox", { name: "City or pincode", exact: true }).fill("Lucknow");
  await page.getByRole("button", { name: "Show my town" }).click();
  await expect(page).toHaveURL(/\/electric-scooter\/Lucknow$/);
  await expect(page.getByTestId("town-name")).toHaveText("Lucknow");
  // Lucknow prices no scooter: Kanpur's, 76 km away
  await expect(cardsIn(page, "models-near").first()).toContainText("Price in Kanpur, 76 km away");
  expect(errors).toEqual([]);
});

test("a list is sorted and narrowed by its form without a reload, and the choices show in the address and the fields", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/three-wheeler/e-rickshaw");
  await hydrated(page);
  // every e-rickshaw on one page (other journeys may add models to the shared catalogue meanwhile)
  const all = await cardsIn(page, "type-cards").count();
  const form = page.getByTestId("list-narrow");
  await form.getByLabel("Sort by").selectOption("range");
  await form.getByLabel("Budget").selectOption({ label: "₹1,00,000 to ₹1,50,000" });
  await form.getByLabel("Battery").selectOption("lithium");
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/three-wheeler\/e-rickshaw\?sort=range&budget=100000-150000&battery=lithium$/);
  // lithium e-rickshaws of ₹1,00,001 to ₹1,50,000, longest range first: Mayuri Super (Li-ion) 110 km, Lohia Narain ICE 85 km
  await expect(cardsIn(page, "type-cards")).toHaveCount(2);
  expect(await cardTitles(page, "type-cards")).toEqual(["Mayuri Super (Li-ion)", "Lohia Narain ICE"]);
  await expect(form.getByLabel("Sort by")).toHaveValue("range");
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page, "a narrowed list");
  await expectNoAxeViolations(page);
  await page.getByTestId("list-clear").click();
  await expect(page).toHaveURL(/\/three-wheeler\/e-rickshaw$/);
  await expect(cardsIn(page, "type-cards")).toHaveCount(all);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a town's list is narrowed by its GET form in Hindi, and a type's list pages on to its next models", async ({ page }) => {
    await page.goto("/hi/e-rickshaw/Noida");
    const form = page.getByTestId("list-narrow");
    await form.getByLabel("किस क्रम में").selectOption("range");
    await form.getByLabel("बैटरी").selectOption("lithium");
    await form.getByRole("button", { name: "दिखाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/e-rickshaw\/Noida\?sort=range&budget=&battery=lithium$/);
    // Noida's lithium e-rickshaws by range: 110, 110, 100 and 85 km
    expect(await cardTitles(page, "city-cards")).toEqual(["Mayuri Super (Li-ion)", "Kinetic Green Safar Smart", "Terra Motors Y4A Plus", "Lohia Narain ICE"]);
    await expect(cardsIn(page, "city-cards").first()).toContainText("110 किमी/चार्ज");
    await expectNoHorizontalOverflow(page);

    await page.goto("/two-wheeler/electric-scooter");
    await expect(cardsIn(page, "type-cards")).toHaveCount(24);
    await page.getByRole("link", { name: "Next Electric Scooter models" }).click();
    await expect(page).toHaveURL(/\/two-wheeler\/electric-scooter\?from=TVS%2FiQube\+ST$/);
    expect(await cardTitles(page, "type-cards")).toEqual(["TVS iQube ST", "Vida V1 Pro"]);
    await page.getByRole("link", { name: "Back to the first Electric Scooter models" }).click();
    await expect(page).toHaveURL(/\/two-wheeler\/electric-scooter$/);
  });

  test("a choice the list does not take is said beside its field, and the town picker from a type's page still keeps the type", async ({ page }) => {
    await page.goto("/three-wheeler/e-rickshaw");
    const all = await cardsIn(page, "type-cards").count();
    const res = await page.goto("/three-wheeler/e-rickshaw?budget=cheap");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("“cheap” is not a budget this list knows: it is shown in every budget.");
    // the whole list, as without the choice
    await expect(cardsIn(page, "type-cards")).toHaveCount(all);

    await page.goto("/hi/three-wheeler/e-rickshaw");
    await page.getByTestId("town-line").getByRole("link").click();
    await page.getByTestId("town-picker").getByLabel("शहर या पिनकोड").fill("वाराणसी");
    await page.getByTestId("town-picker").getByRole("button", { name: "मेरा शहर दिखाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/e-rickshaw\/Varanasi$/);
    await expect(page.getByTestId("town-name")).toHaveText("वाराणसी");
  });
});
