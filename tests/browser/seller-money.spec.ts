import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, expectNoHorizontalOverflow, signInToConsole, test } from "./helpers";
import { ownerMobileOf, signInAsSeller } from "./seller-session";

// In Chromium on a phone: last month's leads of a Noida dealer are on its statement; the operator
// issues the month's tax invoices in the console; the dealer, reading Hindi, opens the month, sees
// the charge, opens the invoice (CGST + SGST: the supplier is in Uttar Pradesh too) and downloads
// the PDF. The dealer signs in with the code from the SMS, as a person does. Its leads are of last
// month, which the site (on the real clock) cannot take today: they are written into the server's
// local D1 as the ledger stores them.

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const port = Number(process.env.E2E_PORT ?? 8799);
const STATE = `.wrangler/e2e-state-${port}`;
// A Lucknow dealer: in Uttar Pradesh, as the sample supplier is.
const DEALER = { tName: "Awadh-E-Mobility", traderName: "Awadh E-Mobility" };

/**
 * Writes last month's leads, which the site only ever records at today's time. The server may hold
 * the database at that moment (other journeys run beside this one): the write is tried again.
 */
function d1(sql: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "-c", "wrangler.toml", "--command", sql], { stdio: "pipe" });
      return;
    } catch (error) {
      if (attempt === 8) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
    }
  }
}

/** Last month in IST, "yyyy-mm", and an instant on its 10th at noon IST. */
function lastMonth(): { month: string; at: number } {
  const ist = new Date(Date.now() + 5.5 * 3_600_000);
  const first = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 10, 12) - 5.5 * 3_600_000;
  const d = new Date(first + 5.5 * 3_600_000);
  return { month: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`, at: first };
}

test("a dealer reads last month's statement in Hindi and its tax invoice, issued by the operator, on a phone", async ({ page, request }) => {
  const { month, at } = lastMonth();
  const run = randomBytes(4).toString("hex");
  // three verified, billable leads of last month
  d1(
    [1, 2, 3]
      .map((i) => `INSERT INTO lead (id, contentHash, receivedAt, name, mobile, typeOfQuery, "match", billable, verifiedAt, traderTName, traderName, traderType, originState, cityName, modelName)
        VALUES ('money-${run}-${i}', 'h', ${at + i * 60_000}, 'Ravi', '98999000${i}0', 'Dealer Inquiry', 'matched', 1, ${at + i * 60_000}, '${DEALER.tName}', '${DEALER.traderName}', 'Dealer', 'delivered', 'Noida', 'Treo');`)
      .join("\n"),
  );
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
  await page.goto(`/admin/billing?month=${month}`);
  await page.getByRole("button", { name: `Issue invoices for ${month}` }).click();
  await expect(page.getByTestId("invoices")).toContainText(DEALER.traderName);

  await signInAsSeller(page, request, await ownerMobileOf(request, DEALER.tName), "hi");
  await page.goto("/hi/seller/money");
  await page.getByTestId("money-months").getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/seller/money/${month}$`));
  // 3 × (₹20 + ₹3.60) = ₹70.80
  await expect(page.getByTestId("money-total")).toHaveText("₹70.80");
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: "देखें और प्रिंट करें" }).click();
  const invoice = page.getByTestId("invoice");
  await expect(invoice).toContainText("टैक्स इनवॉइस");
  // 3 × ₹20 = ₹60; 9 % of ₹60 = ₹5.40 each; ₹60 + ₹5.40 + ₹5.40 = ₹70.80
  await expect(page.getByTestId("invoice-amounts")).toContainText("CGST (9 %)₹5.40");
  await expect(page.getByTestId("invoice-amounts")).toContainText("SGST (9 %)₹5.40");
  await expect(invoice).toContainText("सत्तर रुपये और अस्सी पैसे मात्र");
  await expectNoHorizontalOverflow(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "PDF डाउनलोड करें" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^EVP-\d\d-\d\d-\d{5}\.pdf$/);
  expect(readFileSync((await file.path())!).subarray(0, 5).toString()).toBe("%PDF-");
});
