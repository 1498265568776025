import { chromium } from "playwright-core";
import { DatabaseSync } from "node:sqlite";
import { readFileSync } from "node:fs";
const BASE = "http://127.0.0.1:8801";
const OUT = "/tmp/shots-s55c";
const owner = readFileSync("/tmp/s55c-owner-cookie.txt", "utf8").trim();
const staff = readFileSync("/tmp/s55c-staff-cookie.txt", "utf8").trim();
const dbFile = process.argv[2];
const codeOf = (mobile) => {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  const row = db.prepare("SELECT text FROM message_outbox WHERE recipient LIKE ? ORDER BY createdAt DESC, id DESC LIMIT 1").get(`%${mobile}`);
  db.close();
  return /\b(\d{6})\b/.exec(row?.text ?? "")?.[1];
};
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
async function ctx(width, cookie) {
  const c = await browser.newContext({ viewport: { width, height: width < 500 ? 780 : 900 }, deviceScaleFactor: 1 });
  if (cookie) await c.addCookies([{ name: "seller_session", value: cookie, url: BASE }]);
  return c;
}
const shots = [];
async function shot(name, width, cookie, path, act) {
  const c = await ctx(width, cookie);
  const p = await c.newPage();
  const res = await p.goto(BASE + path);
  if (act) await act(p);
  await p.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  shots.push(`${name}-${width}: ${res?.status()} ${p.url()}`);
  await c.close();
}
for (const width of [360, 1280]) {
  for (const [lang, pre] of [["en", ""], ["hi", "/hi"]]) {
    await shot(`sign-in-${lang}`, width, null, `${pre}/seller`);
    await shot(`staff-${lang}`, width, owner, `${pre}/seller/staff`);
    await shot(`staff-not-owner-${lang}`, width, staff, `${pre}/seller/staff`);
    await shot(`settings-${lang}`, width, owner, `${pre}/seller/settings`);
    await shot(`settings-not-owner-${lang}`, width, staff, `${pre}/seller/settings`);
  }
}
// the code step and the trader choice, in Hindi at 360 px, as a phone does it
await shot("sign-in-code-hi", 360, null, "/hi/seller", async (p) => {
  await p.fill("#seller-mobile", "12345");
  await p.click("button[type=submit]");
  await p.screenshot({ path: `${OUT}/sign-in-bad-mobile-hi-360.png`, fullPage: true });
  await p.fill("#seller-mobile", "90000 00001");
  await p.click("button[type=submit]");
  await p.waitForSelector("#seller-code");
});
await shot("sign-in-pick-hi", 360, null, "/hi/seller", async (p) => {
  await p.fill("#seller-mobile", "9000000001");
  await p.click("button[type=submit]");
  await p.waitForSelector("#seller-code");
  await p.fill("#seller-code", codeOf("9000000001") ?? "000000");
  await p.click("#seller-code ~ button[type=submit]");
  await p.waitForSelector(".seller-pick");
});
const token = readFileSync("/tmp/s55c-token.txt", "utf8").trim();
for (const width of [360, 1280]) {
  await shot("lead-link-hi", width, null, `/hi/leads/${token}`, async (p) => { await p.click("summary"); });
  await shot("lead-link-en", width, null, `/leads/${token}`);
}
console.log(shots.join("\n"));
await browser.close();
