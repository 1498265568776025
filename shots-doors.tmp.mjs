import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const BASE = "http://127.0.0.1:8807";
const OUT = "/tmp/shots-doors";
const TOKEN = /ADMIN_TOKEN=(.*)/.exec(readFileSync(".dev.vars", "utf8"))[1].trim();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });

async function hydrated(page) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Shift");
    if (await page.locator("html[data-hydrated=true]").count()) return;
    await page.waitForTimeout(500);
  }
  throw new Error("not hydrated");
}

async function cameraPhoto(page, seed) {
  const base64 = await page.evaluate(async (seed) => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000; canvas.height = 3000;
    const ctx = canvas.getContext("2d");
    const image = ctx.createImageData(4000, 3000);
    let state = 104729 * seed;
    for (let i = 0; i < image.data.length; i += 4) {
      state = (state * 1103515245 + 12345) >>> 0;
      const x = (i / 4) % 4000, y = Math.floor(i / 4 / 4000), noise = (state >>> 24) % 32;
      image.data[i] = ((x / 4000) * 220 + noise + seed * 30) % 256; image.data[i + 1] = (y / 3000) * 200 + noise; image.data[i + 2] = 120 + noise; image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise((r) => canvas.toBlob(r, "image/jpeg", 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, seed);
  return { name: `IMG_2026120${seed}_101500.jpg`, mimeType: "image/jpeg", buffer: Buffer.from(base64, "base64") };
}

const MODELS = { "360-en": "brand=NRJ&model=Yatri", "1280-en": "brand=Mayuri&model=Cart", "360-hi": "brand=Altigreen&model=neEV Tez", "1280-hi": "brand=Atul&model=Shakti CNG" };
let seed = 1;
for (const width of [360, 1280]) {
  for (const lang of ["en", "hi"]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE}/admin`);
    await hydrated(page);
    await page.getByLabel("Admin token").fill(TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("purge").waitFor();
    if (lang === "hi") {
      // The operator's choice, as the header's switch keeps it.
      await context.addCookies([{ name: "console-lang", value: "hi", url: BASE }]);
      await page.goto(`${BASE}/admin`);
      await page.getByText("ऑपरेटर कंसोल").first().waitFor();
    }
    await hydrated(page);
    await page.getByTestId("purge").getByRole("button").click();
    await page.getByTestId("purge").getByRole("status").waitFor();
    await page.getByTestId("purge").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/purge-${lang}-${width}.png`, fullPage: width === 360 });

    await page.goto(`${BASE}/admin/pictures?${MODELS[`${width}-${lang}`]}`);
    await hydrated(page);
    const photo = await cameraPhoto(page, seed++);
    console.log(lang, width, "photo", (photo.buffer.length / 1024 / 1024).toFixed(2), "MB");
    let sent = 0;
    page.on("request", (r) => { if (r.method() === "POST" && r.url().includes("/admin/pictures")) sent = r.postDataBuffer()?.length ?? 0; });
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByTestId("upload-form").locator('button[type=submit]').click();
    await page.getByTestId("gallery-photo").first().waitFor({ timeout: 60_000 });
    console.log(lang, width, "sent", (sent / 1024 / 1024).toFixed(2), "MB");
    await page.screenshot({ path: `${OUT}/photo-${lang}-${width}.png` });
    await context.close();
  }
}
await browser.close();
