import { execFileSync } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { confirmNumber, expect, expectNoHorizontalOverflow, freshMobile, hydrated, test, watchErrors } from "./helpers";

// The seller's leads board at 360 px (docs/decisions/165): a dealer's staff member, signed in,
// finds a buyer's new lead, taps WhatsApp (the first contact), moves the lead to interested, writes
// a note, sets a follow-up day and undoes the last change — typing and tapping as soon as each page
// loads. Signed in with a session row written into the server's state, as the workspace's sign-in
// would make it (its own journey is tested apart).

const DEALER = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors" };
const STATE = `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8799}`;

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

/** A staff member of the trader and a session of theirs, stored as the sign-in stores them; the cookie value. */
function sellerSession(tName: string, mobile: string): string {
  const vars = readFileSync(existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example", "utf8");
  const secret = /^XSRF_SECRET=(.*)$/m.exec(vars)![1]!.trim();
  const id = randomBytes(32).toString("base64url");
  const now = Date.now();
  const sql = `INSERT OR IGNORE INTO trader_staff (tName, mobile, name, role, addedAt) VALUES ('${tName}', '${mobile}', 'Ramesh', 'staff', ${now});
    INSERT INTO seller_session (idHash, tName, mobile, createdAt, expiresAt) VALUES ('${createHash("sha256").update(id).digest("hex")}', '${tName}', '${mobile}', ${now}, ${now + 86_400_000});`;
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--persist-to", STATE, "--command", sql], { stdio: "ignore" });
  return `${id}.${createHmac("sha256", secret).update(`seller-session.v1.${id}`).digest("base64url")}`;
}

/** A buyer's enquiry to the dealer, confirmed with its code, as the site's dialog sends it. */
async function buyerEnquires(page: Page, request: Parameters<typeof confirmNumber>[1], mobile: string, name: string) {
  await page.goto("/");
  const status = await page.evaluate(async (body) => {
    const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
    const res = await fetch("/api/addQuery", { method: "POST", headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token }, body: JSON.stringify(body) });
    return res.status;
  }, { name, mobile, tName: DEALER.tName, brandName: "Mahindra", modelName: "Treo", pincode: "201301", cityName: "Noida", typeOfQuery: "Dealer" });
  expect(status).toBe(200);
  await confirmNumber(page, request, mobile);
}

test("a seller finds a new lead on the board at 360 px, contacts it, moves it, notes it, sets a follow-up and undoes", async ({ page, request, baseURL }) => {
  const errors = watchErrors(page);
  const buyer = freshMobile();
  const name = `Board Buyer ${buyer.slice(-4)}`;
  await buyerEnquires(page, request, buyer, name);
  await page.context().addCookies([{ name: "seller_session", value: sellerSession(DEALER.tName, freshMobile()), url: baseURL! }]);

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
  await expect(page.getByTestId("board-history")).toContainText("Ramesh");

  await page.getByLabel("Add a note").fill("Wants the Treo on EMI; visiting Sunday");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("board-notes")).toContainText("Wants the Treo on EMI; visiting Sunday");

  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Follow-up day").fill(tomorrow);
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(page.getByTestId("board-follow-up")).toContainText("reminder to Ramesh");

  await page.getByRole("button", { name: "Undo the last change" }).click();
  await expect(page.getByRole("status")).toHaveText("The last change was undone.");
  await expect(page.getByTestId("board-lead")).toContainText("Contacted");
  await expectNoHorizontalOverflow(page);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the board's search and a lead's stage work as plain forms, in Hindi", async ({ page, request, baseURL }) => {
    const buyer = freshMobile();
    const name = `Hindi Buyer ${buyer.slice(-4)}`;
    await page.goto("/");
    const res = await request.post("/api/addQuery", {
      data: { name, mobile: buyer, tName: DEALER.tName, brandName: "Mahindra", modelName: "Treo", pincode: "201301", cityName: "Noida", typeOfQuery: "Dealer" },
      headers: { "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value, Cookie: `XSRF-TOKEN=${(await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value}`, Origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    await page.context().addCookies([{ name: "seller_session", value: sellerSession(DEALER.tName, freshMobile()), url: baseURL! }]);
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
