import type { Page } from "@playwright/test";
import { confirmNumber, expect, expectNoHorizontalOverflow, freshMobile, hydrated, test, watchErrors } from "./helpers";
import { ownerMobileOf, signInAsSeller } from "./seller-session";

// The seller's leads board at 360 px (docs/decisions/165): a dealer's owner signs in with the code
// from the SMS, finds a buyer's new lead, taps WhatsApp (the first contact), moves the lead to
// interested, writes a note, sets a follow-up day and undoes the last change — typing and tapping
// as soon as each page loads. Each test is its own dealer, so no mobile meets the code limits twice.

/** "+91 98765 43210", as the board names a staff member who has no name. */
const shown = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

type Dealer = { tName: string; traderName: string };
const YC = { brandName: "YC Electric", modelName: "Yatri Super" };

/** A buyer's enquiry to the dealer, confirmed with its code, as the site's dialog sends it. */
async function buyerEnquires(page: Page, request: Parameters<typeof confirmNumber>[1], dealer: Dealer, mobile: string, name: string) {
  await page.goto("/");
  const status = await page.evaluate(async (body) => {
    const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
    const res = await fetch("/api/addQuery", { method: "POST", headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token }, body: JSON.stringify(body) });
    return res.status;
  }, { name, mobile, tName: dealer.tName, ...YC, pincode: "201301", cityName: "Noida", typeOfQuery: "Dealer" });
  expect(status).toBe(200);
  await confirmNumber(page, request, mobile);
}

test("a seller finds a new lead on the board at 360 px, contacts it, moves it, notes it, sets a follow-up and undoes", async ({ page, request }) => {
  const DEALER = { tName: "Rajputana-Electric-Motors", traderName: "Rajputana Electric Motors" };
  const errors = watchErrors(page);
  const buyer = freshMobile();
  const name = `Board Buyer ${buyer.slice(-4)}`;
  await buyerEnquires(page, request, DEALER, buyer, name);
  const owner = await ownerMobileOf(request, DEALER.tName);
  await signInAsSeller(page, request, owner);

  await page.goto("/seller/leads");
  await page.getByLabel("Name or mobile").fill(name);
  await page.getByRole("button", { name: "Show" }).click();
  const card = page.getByTestId("board-lead").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("New");
  await expect(card).toContainText("Charge: ₹20 + 18 % GST");
  await expect(card).toContainText("Noida · 201301");
  await hydrated(page);
  await expectNoHorizontalOverflow(page);

  // WhatsApp (answered locally: no internet) opens the buyer's chat with a Hindi greeting, and counts as the first contact.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await card.getByRole("link", { name: "WhatsApp" }).click();
  await page.waitForURL(/wa\.me/);
  const chat = new URL(page.url());
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/91${buyer}`);
  expect(chat.searchParams.get("text")).toContain(`नमस्ते ${name} जी, हम ${DEALER.traderName} से`);

  await page.goto(`/seller/leads?q=${encodeURIComponent(name)}`);
  await expect(card).toContainText("Contacted");
  await card.getByRole("link", { name: "Open lead" }).click();
  await page.getByLabel("Stage", { exact: true }).selectOption("interested");
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status")).toHaveText("Stage saved.");
  await expect(page.getByTestId("board-history")).toContainText("Contacted → Interested");
  await expect(page.getByTestId("board-history")).toContainText(shown(owner));

  await page.getByLabel("Add a note").fill("Wants the Yatri Super on EMI; visiting Sunday");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("board-notes")).toContainText("Wants the Yatri Super on EMI; visiting Sunday");

  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Follow-up day").fill(tomorrow);
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(page.getByTestId("board-follow-up")).toContainText(`reminder to ${shown(owner)}`);

  await page.getByRole("button", { name: "Undo the last change" }).click();
  await expect(page.getByRole("status")).toHaveText("The last change was undone.");
  await expect(page.getByTestId("board-lead")).toContainText("Contacted");
  await expectNoHorizontalOverflow(page);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the board's search and a lead's stage work as plain forms, in Hindi", async ({ page, request, baseURL }) => {
    const DEALER = { tName: "Howrah-Bridge-E-Rickshaw" };
    const buyer = freshMobile();
    const name = `Hindi Buyer ${buyer.slice(-4)}`;
    await page.goto("/");
    const res = await request.post("/api/addQuery", {
      data: { name, mobile: buyer, tName: DEALER.tName, ...YC, pincode: "201301", cityName: "Noida", typeOfQuery: "Dealer" },
      headers: { "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value, Cookie: `XSRF-TOKEN=${(await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value}`, Origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    await signInAsSeller(page, request, await ownerMobileOf(request, DEALER.tName), "hi");
    await page.goto("/hi/seller/leads");
    await page.getByLabel("नाम या मोबाइल नंबर").fill(name);
    await page.getByRole("button", { name: "दिखाएँ" }).click();
    const card = page.getByTestId("board-lead").filter({ hasText: name });
    await expect(card).toContainText("नई");
    await expect(card).toContainText("मुफ़्त: ग्राहक ने नंबर की पुष्टि नहीं की");
    await card.getByRole("link", { name: "लीड खोलें" }).click();
    await expect(page).toHaveURL(/\/hi\/seller\/leads\//);
    await page.getByLabel("स्थिति", { exact: true }).selectOption("lost");
    await page.getByRole("button", { name: "स्थिति सेव करें" }).click();
    await expect(page.getByRole("alert")).toHaveText("बताएँ कि लीड हाथ से क्यों गई।");
    await page.getByLabel("हाथ से गई, तो क्यों?").selectOption("price");
    await page.getByRole("button", { name: "स्थिति सेव करें" }).click();
    await expect(page.getByRole("status")).toHaveText("स्थिति सेव हो गई।");
    await expect(page.getByTestId("board-history")).toContainText("नई → हाथ से गई (कीमत ज़्यादा लगी)");
    await expectNoHorizontalOverflow(page);
  });
});
