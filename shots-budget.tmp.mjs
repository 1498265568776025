import { chromium } from "playwright-core";

const BASE = "http://127.0.0.1:8807";
const OUT = "/tmp/shots-doors";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
async function hydrated(page) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Shift"); await page.mouse.move(10 + i, 10);
    if (await page.locator("html[data-hydrated=true]").count()) return;
    await page.waitForTimeout(500);
  }
  throw new Error("not hydrated");
}
const WORDS = {
  en: { prefix: "", talk: "Click To Talk Dealer", mobile: "Mobile number", pincode: "Pincode", submit: "Submit" },
  hi: { prefix: "/hi", talk: process.env.TALK_HI, mobile: "मोबाइल नंबर", pincode: "पिनकोड", submit: "भेजें" },
};
let n = 0;
for (const width of [360, 1280]) {
  for (const lang of ["en", "hi"]) {
    const w = WORDS[lang];
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    // The dialog
    await page.goto(`${BASE}${w.prefix}/city/Noida/electric-rickshaw-dealers`);
    await hydrated(page);
    await page.getByTestId("dealer-card").first().getByRole("link", { name: w.talk }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(w.mobile).fill(`98777${String(41000 + n++)}`);
    await dialog.getByLabel(w.pincode).fill("201301");
    await dialog.getByRole("button", { name: w.submit }).click();
    await dialog.locator(".enquiry-failed").waitFor({ timeout: 20_000 });
    console.log(lang, width, "dialog:", await dialog.locator(".enquiry-failed").textContent());
    await page.screenshot({ path: `${OUT}/budget-dialog-${lang}-${width}.png` });
    // The plain page (no JavaScript)
    const plain = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const p2 = await plain.newPage();
    await p2.goto(`${BASE}${w.prefix}/enquiry?typeOfQuery=Contact`);
    await p2.getByLabel(w.mobile).fill(`98777${String(42000 + n++)}`);
    await p2.getByLabel(w.pincode).fill("201301");
    await p2.getByRole("button", { name: w.submit }).click();
    await p2.locator(".enquiry-failed").waitFor({ timeout: 20_000 });
    console.log(lang, width, "page:", await p2.locator(".enquiry-failed").textContent());
    await p2.screenshot({ path: `${OUT}/budget-page-${lang}-${width}.png`, fullPage: width === 360 });
    await plain.close();
    await context.close();
  }
}
await browser.close();
