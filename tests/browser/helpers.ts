import { existsSync, readFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { build } from "esbuild";
import { type APIRequestContext, test as base, expect, type Locator, type Page, type Request } from "@playwright/test";

// The helpers of the browser journeys: a distinct visitor per test, waiting for hydration and
// watching errors, phone-sized layout checks, the enquiry dialog's steps, and the harness page
// that mounts a component no shipped page shows on its own.

/** Page errors and console errors; failed resource loads are left to the tests that check them. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/**
 * Hydration, given the time a busy shared 2-core machine needs while the other worker runs. A page
 * fetches its scripts on the visitor's first interaction (components/scripts-on-first-use.tsx):
 * a press of Shift is one that changes nothing on the page. A press that lands while a new
 * document is still arriving, before its loader listens, starts nothing: then press again.
 */
export async function hydrated(page: Page) {
  const mark = page.locator("html[data-hydrated=true]");
  await expect(async () => {
    await page.keyboard.press("Shift");
    await expect(mark).toHaveCount(1, { timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * No horizontal scrolling: the document is no wider than the viewport. Sections below the first
 * screen are laid out only near the viewport, and clip what overflows them (base.css): they are
 * laid out as on screen for the measure, so that a too-wide table there still counts.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  // the page as it stands once its stylesheets and fonts are in, not mid-load
  await page.waitForLoadState("load");
  const [scrollWidth, clientWidth] = await page.evaluate(() => {
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = "* { content-visibility: visible !important; }";
    const widths = [document.documentElement.scrollWidth, document.documentElement.clientWidth];
    style.remove();
    return widths;
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${clientWidth}px viewport`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Tap targets of at least 44 px: links, buttons and fields outside running text. A link inside a
 * sentence (its parent holds text of its own) or a table cell takes the line's height, as WCAG's
 * target-size rule allows for inline targets.
 */
export async function expectTapTargets(page: Page, label: string) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("a, button, select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not(.visually-hidden), summary, label.collapsible-label")]
      .filter((el) => !el.closest("p, td, dd, .rich-text, .disclaimer, .console-item__meta") && !el.classList.contains("skip-link"))
      .filter((el) => ![...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height < 44;
      })
      .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().height)}px`),
  );
  expect(small, label).toEqual([]);
}

/** Marks the window; the mark survives client-side navigations and is lost on a full reload. */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { journeyMark: number }).journeyMark = 1));
}
export async function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark === 1);
}

export const cardsIn = (page: Page, testId: string, card = "li") => page.getByTestId(testId).locator(`> ${card}`);

// ---- Enquiry journeys: a distinct visitor per test (the rate limits count per client address,
// which Cloudflare reports in CF-Connecting-IP) and fresh mobile numbers (local D1 keeps its rows
// between runs) ----

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

/** A ten-digit mobile as the site shows it, written out here: "+91 98765 43210". */
export function shownMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
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
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Enquiries a mobile may send in a minute (wrangler.toml ENQUIRY_MOBILE_LIMITER). */
export const ENQUIRIES_PER_MINUTE = 20;

/**
 * Spends the enquiries a minute a mobile may send, as another tab of the visitor would. The
 * limiters count in fixed wall-clock minutes, so a run that must stay within one count starts
 * early enough in a minute (waiting for the next one when less than 30 s are left).
 */
export async function spendMobileLimit(page: Page, mobile: string): Promise<number[]> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 30_000) await page.waitForTimeout(left + 200);
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

// ---- The harness page ----
// Components no shipped page shows yet (the dealer list's cards) are mounted on a
// page served by the browser test itself at /__harness/{name} — same origin as the server under
// test, so /api calls and the anti-forgery cookie are real. Bundled from tests/harness/{name}.tsx.

const bundles = new Map<string, Promise<string>>();

function bundle(name: string): Promise<string> {
  let js = bundles.get(name);
  if (!js) {
    js = build({
      entryPoints: [`tests/harness/${name}.tsx`],
      bundle: true,
      write: false,
      format: "esm",
      target: "es2022",
      jsx: "automatic",
      tsconfig: "tsconfig.cloudflare.json",
      loader: { ".css": "empty" },
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    }).then((result) => result.outputFiles[0]!.text);
    bundles.set(name, js);
  }
  return js;
}

export async function openHarness(page: Page, name: string, query = "") {
  const js = await bundle(name);
  const at = (path: string) => (url: URL) => url.pathname === path;
  await page.route(at(`/__harness/${name}.js`), (route) => route.fulfill({ contentType: "text/javascript", body: js }));
  await page.route(at(`/__harness/${name}`), (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>${name}</title></head><body><div id="root"></div><script type="module" src="/__harness/${name}.js"></script></body></html>`,
    }),
  );
  // A page of the site first: the visitor's anti-forgery cookie.
  await page.goto("/");
  await page.goto(`/__harness/${name}?${query}`);
}

// ---- The operator API of the server under test, with the admin token of its local secrets
// (.dev.vars, which `npm start` copies from .dev.vars.example when missing). Tests read what the
// server stored through it, never through a second process on the server's storage. ----

function adminToken(): string {
  const file = existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example";
  const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
  if (!token) throw new Error(`no ADMIN_TOKEN in ${file}`);
  return token;
}

export const operatorHeaders = () => ({ Authorization: `Bearer ${adminToken()}` });

/** The private lead page of a trader, created as the operator would: its path. */
export async function leadPagePath(request: APIRequestContext, tName: string): Promise<string> {
  const res = await request.post(`/admin/api/traders/${tName}/lead-link`, { headers: operatorHeaders() });
  if (res.status() !== 201) throw new Error(`lead-link answered ${res.status()}: ${await res.text()}`);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

/** The one-time code of the newest SMS to the mobile, where the local SMS provider keeps it. */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  // The newest code among the newest messages: a seller's number also gets lead messages, queued
  // in the background, which may arrive after its code.
  const newestCode = async () => {
    const res = await request.get(`/admin/api/outbox?to=${mobile}&limit=10`, { headers: operatorHeaders() });
    if (!res.ok()) throw new Error(`outbox answered ${res.status()}`);
    return ((await res.json()) as { messages: { kind: string; text: string }[] }).messages.find((m) => m.kind === "otp");
  };
  // The code is sent once the enquiry is accepted, in the background: the outbox may have it a moment later.
  await expect.poll(async () => (await newestCode())?.kind, { timeout: 10_000 }).toBe("otp");
  return /\b\d{6}\b/.exec((await newestCode())!.text)![0];
}

/**
 * Confirms the mobile as the dialog does after an enquiry sent by /api: a code by SMS, read from
 * the outbox, then verify (the page must be open on the site, for its anti-forgery cookie).
 */
export async function confirmNumber(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  const post = (name: string, body: unknown) =>
    page.evaluate(async ({ name, body }) => {
      const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const res = await fetch(`/api/${name}`, { method: "POST", headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token }, body: JSON.stringify(body) });
      return res.text();
    }, { name, body });
  await post("sendOtp", { mobile });
  const answer = JSON.parse(await post("verify", { mobile, otp: await codeSentTo(request, mobile) })) as { Status?: string };
  expect(answer.Status).toBe("Success");
}

export type OperatorLead = {
  id: string; mobile: string; tName: string; typeOfQuery: string; cityName: string; pincode: string; billable: boolean;
  location: { google: boolean; lat: number | null; lng: number | null };
  delivery: { webhook: { state: string; attempts: number } };
};

/**
 * Yesterday and today in IST (UTC + 5:30: the UTC date 5.5 hours on), as "yyyy-mm-dd". The server
 * runs on the real clock, so a journey asks for the leads of both days: one that crosses IST
 * midnight between sending and asking still finds what it sent.
 */
export function istYesterdayAndToday(): { from: string; to: string } {
  const day = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { from: day(1), to: day(0) };
}

/** The leads received since yesterday (IST), as the operator API lists them. */
export async function operatorLeads(request: APIRequestContext): Promise<OperatorLead[]> {
  const { from, to } = istYesterdayAndToday();
  const res = await request.get(`/admin/api/leads?from=${from}&to=${to}`, { headers: operatorHeaders() });
  if (!res.ok()) throw new Error(`leads answered ${res.status()}`);
  return res.json();
}

/** The leads this mobile sent since yesterday (IST), as the operator API lists them. */
export async function storedEnquiries(request: APIRequestContext, mobile: string): Promise<OperatorLead[]> {
  return (await operatorLeads(request)).filter((lead) => lead.mobile === mobile);
}

// ---- The operator console: signing in as an operator does ----

export const ADMIN_TOKEN = () => adminToken();

/** Signs in through the console's form (the page must show the sign-in form). */
export async function signInToConsole(page: Page, path = "/admin") {
  await page.goto(path);
  await hydrated(page);
  await page.getByLabel("Admin token").fill(adminToken());
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A trader's webhook receiver (tests/support/webhook-receiver.ts) behind a real HTTP server on this
 * machine, at http://127.0.0.1:{port}: what the running server's queue consumer POSTs to.
 */
export function serveReceiver(port: number, handle: (request: globalThis.Request) => Promise<Response>): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])));
    const answer = await handle(new globalThis.Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }));
    res.writeHead(answer.status, { "Content-Type": "text/plain" }).end(await answer.text());
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
