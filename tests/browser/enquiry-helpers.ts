import { execFileSync } from "node:child_process";
import { test as base, expect, type Locator, type Page, type Request } from "@playwright/test";

// Shared by the enquiry journeys: a distinct visitor per test (the rate limits count per client
// address, which Cloudflare reports in CF-Connecting-IP), fresh mobile numbers (local D1 keeps
// its rows between runs), and reads of the store through wrangler, as an operator would.

const byte = () => Math.floor(Math.random() * 250) + 1;

export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
  },
});
export { expect };

/** A 10 digit mobile number no earlier run has used (time-based, with a random tail). */
export function freshMobile(): string {
  const tail = String(Math.floor(Math.random() * 100)).padStart(2, "0");
  return `9${String(Date.now()).slice(-7)}${tail}`;
}

/** Rows of the local D1 database the server under test uses. */
export function queryStore<Row>(sql: string): Row[] {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--json", "--command", sql],
    { env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  return (JSON.parse(out) as { results: Row[] }[])[0]?.results ?? [];
}

export function storedEnquiries(mobile: string) {
  return queryStore<{ id: string; typeOfQuery: string; cityName: string; pincode: string; google: number; lat: number | null }>(
    `SELECT id, typeOfQuery, cityName, pincode, google, lat FROM enquiry WHERE mobile = '${mobile.replace(/\D/g, "")}'`,
  );
}

/** The POSTs a page sends to /api, in the order it sends them. */
export function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/")) posts.push(request);
  });
  return posts;
}

export const callName = (request: Request) => new URL(request.url()).pathname.replace("/api/", "");

/** Opens the home page, waits for hydration and opens the header's Contact Us dialog. */
export async function openContactDialog(page: Page) {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Enquiries a mobile may send in a minute (wrangler.toml ENQUIRY_MOBILE_LIMITER). */
export const ENQUIRIES_PER_MINUTE = 20;

/** Spends the enquiries a minute a mobile may send, as another tab of the visitor would. */
export async function spendMobileLimit(page: Page, mobile: string): Promise<number[]> {
  return page.evaluate(async ({ mobile, times }) => {
    const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
    const codes: number[] = [];
    for (let i = 0; i < times; i++) {
      const res = await fetch("/api/addQuery", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token },
        body: JSON.stringify({ mobile, pincode: "201301", typeOfQuery: "Contact" }),
      });
      codes.push(res.status);
    }
    return codes;
  }, { mobile, times: ENQUIRIES_PER_MINUTE });
}

/** Phones first: nothing wider than the viewport, and every control at least 44 px high. */
export async function expectPhoneFriendly(page: Page, scope: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await scope.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const controls = scope.locator("input:not([type=hidden]):not([type=checkbox]), button, a.enquiry-close, label.enquiry-terms");
  expect(await controls.count()).toBeGreaterThanOrEqual(5);
  for (const control of await controls.all()) {
    expect((await control.boundingBox())!.height, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
  }
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The site has no favicon yet; that 404 is not the dialog's.
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
