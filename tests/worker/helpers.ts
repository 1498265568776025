import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect, vi } from "vitest";
import type { GetCallName } from "#app/domain/contract";
import { prepareCall } from "#worker/bff/prepared-call";
import worker from "#worker/index";
import { originGet as typedOriginGet } from "#worker/origin";
import { stubOrigin } from "./stub-origin";

// The helpers of the workerd tests: requests to the Worker under test, reading the pages it
// renders, counting and breaking origin calls in either origin mode, and the logs a test expects.

// ---- Requests to the Worker under test, in-process (the `main` of vitest.worker.config.ts) ----

export const ORIGIN = "http://localhost";

export function fetchWorker(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/** The Worker with some variables changed, for one request (its background work waited for). */
export async function fetchWorkerWithEnv(vars: Partial<Env>, url: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url.startsWith("/") ? `${ORIGIN}${url}` : url, init), { ...env, ...vars }, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

export function queryString(params: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/** A visitor's anti-forgery token, as the site's own pages hand it out in a cookie. */
export async function xsrfToken(): Promise<string> {
  const res = await fetchWorker("/About-Us");
  const cookie = res.headers.get("Set-Cookie") ?? "";
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error(`no anti-forgery cookie in: ${cookie}`);
  return token;
}

/** A POST as the site's dialog sends it: cookie and echoed header, same origin. */
export async function postApi(name: string, body: unknown, headers: Record<string, string> = {}) {
  const token = await xsrfToken();
  return fetchWorker(`/api/${name}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${token}`,
      "X-XSRF-TOKEN": token,
      "Sec-Fetch-Site": "same-origin",
      Origin: ORIGIN,
      "CF-Connecting-IP": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

// ---- Reading server-rendered pages: status, raw HTML, and the text a visitor reads ----

export type Page = { status: number; html: string; text: string; headers: Headers };

export async function getPage(path: string): Promise<Page> {
  const res = await fetchWorker(path, { redirect: "manual" });
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html), headers: res.headers };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Named and numeric character references decoded. */
export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees: scripts, styles, comments and tags removed, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return decode(text).replace(/\s+/g, " ").trim();
}

/** The text of the document's body only. */
export function bodyText(html: string): string {
  const at = html.indexOf("<body");
  return visibleText(at < 0 ? html : html.slice(at));
}

/** The part of the HTML inside the first element carrying data-testid="…". */
export function section(html: string, testId: string): string {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) return "";
  const open = html.lastIndexOf("<", at);
  const tag = /^<([a-z0-9]+)/.exec(html.slice(open))?.[1] ?? "div";
  // count nesting of the same tag to find the matching close
  const re = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  re.lastIndex = open;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(open, m.index + m[0].length);
  }
  return html.slice(open);
}

export function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))].length;
}

/** Every href of the HTML, decoded. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The content of a <meta name|property="…"> tag. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`"${key}"`));
  const content = tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
  return content === undefined ? undefined : decode(content);
}

/** Spec §2 "Static pages and error": the text of the error page. */
export const NOT_FOUND_TEXT = "You entered a wrong url.";

export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) => visibleText(m[1] ?? ""));
}

/** Start tags of an element name whose markup contains every given fragment. */
export function tags(html: string, name: string, ...fragments: string[]): string[] {
  const all = html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
  return all.filter((tag) => fragments.every((f) => tag.includes(f)));
}

/** The value of an attribute of a start tag (decoded). */
export function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

/** The HTML between the start tag carrying `marker` and the end of the document. */
export function after(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`marker not found: ${marker}`);
  return html.slice(at);
}

/** Requests a page until the edge HTML cache serves it. */
export async function untilPageCached(path: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await fetchWorker(path);
    if (res.headers.get("X-Cache") === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`page never cached: ${path}`);
}

// ---- Origin calls in either mode: the embedded functions, or the stub remote origin ----

// Loosely typed view of the same object, so one spy helper serves every call.
const originGet = typedOriginGet as unknown as Record<GetCallName, (...args: unknown[]) => Promise<unknown[]>>;

export const remoteMode = () => Boolean(env.ORIGIN_URL);

export function countOriginCalls(name: GetCallName): () => number {
  if (remoteMode()) {
    const count = () => stubOrigin.calls.filter((c) => c.startsWith(`GET /api/${name}?`)).length;
    const before = count();
    return () => count() - before;
  }
  const spy = vi.spyOn(originGet, name);
  return () => spy.mock.calls.length;
}

export function breakOrigin(name: GetCallName): void {
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originGet, name).mockRejectedValue(new Error("D1 unavailable"));
}

export function slowOrigin(name: GetCallName, ms: number): void {
  if (remoteMode()) stubOrigin.delayMs = ms;
  else slowEmbedded(name, ms);
}

/** Only this call is slow, in either mode (the rest of the page's calls answer at once). */
export function slowCall(name: GetCallName, ms: number): void {
  if (remoteMode()) stubOrigin.delays[name] = ms;
  else slowEmbedded(name, ms);
}

function slowEmbedded(name: GetCallName, ms: number): void {
  const real = originGet[name];
  vi.spyOn(originGet, name).mockImplementation(async (...args: unknown[]) => {
    await new Promise((r) => setTimeout(r, ms));
    return real(...args);
  });
}

/** KV writes happen after the response (waitUntil): wait until the entry is there. */
export async function untilCached(name: GetCallName, query: Record<string, unknown>): Promise<void> {
  const { key } = prepareCall(name, query);
  for (let i = 0; i < 100; i++) {
    if ((await env.API_CACHE.get(key)) !== null) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not cached: ${key}`);
}

// ---- Logs: a test's console.error and console.warn lines are kept off the output ----
// Every line is recorded; `expectLogged` asserts the lines a test expects (an origin failure it
// caused, say). tests/worker/setup.ts fails a test that logged an error it did not expect.

type Level = "error" | "warn";
type LogLine = { level: Level; text: string; expected: boolean };
const logLines: LogLine[] = [];

/** Replaces console.error and console.warn with recorders (plain functions: restoring mocks keeps them). */
export function recordLogs(): void {
  for (const level of ["error", "warn"] as const) {
    console[level] = (...args: unknown[]) => {
      logLines.push({ level, text: args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" "), expected: false });
    };
  }
}

/** Forgets the lines recorded so far (before each test). */
export function clearLogs(): void {
  logLines.length = 0;
}

/** This test logged a line of this level matching the pattern; such lines are expected. */
export function expectLogged(level: Level, pattern: RegExp): void {
  const matching = logLines.filter((line) => line.level === level && pattern.test(line.text));
  expect(matching.map((line) => line.text), `console.${level} matching ${pattern}`).not.toEqual([]);
  for (const line of matching) line.expected = true;
}

/** The lines of this level the test has logged so far. */
export function loggedLines(level: Level): string[] {
  return logLines.filter((line) => line.level === level).map((line) => line.text);
}

/** The error lines no test declared. */
export function unexpectedErrors(): string[] {
  return logLines.filter((line) => line.level === "error" && !line.expected).map((line) => line.text);
}

// ---- Leads: an enquiry body, the ledger's rows, the operator API, queue runs ----

export const DEALER = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors" };

export const enquiry = (mobile: string, extra: Record<string, unknown> = {}) => ({
  mobile,
  brandName: "Mahindra",
  modelName: "Treo",
  tName: DEALER.tName,
  pincode: "201301",
  cityName: "Noida",
  typeOfQuery: "Dealer",
  ...extra,
});

export const sendEnquiry = (mobile: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postApi("addQuery", enquiry(mobile, extra), headers);

export type LedgerRow = {
  id: string;
  receivedAt: number;
  traderTName: string;
  catalogueModel: string;
  match: string;
  duplicate: number;
  billable: number;
  originState: string;
  webhookState: string;
  contactedAt: number | null;
};

export async function ledger(mobile: string): Promise<LedgerRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM lead WHERE mobile = ? ORDER BY receivedAt, rowid").bind(mobile).all<LedgerRow>();
  return results;
}

const ADMIN = { Authorization: "Bearer test-admin-token" };

export function admin(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { ...ADMIN, ...(init.body ? { "Content-Type": "application/json" } : {}), ...(init.headers as Record<string, string>) };
  return fetchWorker(`/admin/api${path}`, { ...init, headers });
}

/** Runs the Worker's queue consumer on these messages, as the queue would deliver them. */
export async function runQueue<Body>(queue: string, messages: { body: Body; attempts?: number }[]) {
  const batch = createMessageBatch<Body>(
    queue,
    messages.map((m, i) => ({ id: `m${i + 1}`, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<never>, env, ctx);
  return getQueueResult(batch, ctx);
}

/** Sends on a queue are recorded, not delivered: the test runs the consumer itself (runQueue). */
export function holdQueue(queue: Queue) {
  return vi.spyOn(queue, "send").mockResolvedValue(undefined as unknown as QueueSendResponse);
}

/** The bodies sent on a held queue. */
export const sentBodies = <Body>(spy: ReturnType<typeof holdQueue>) => spy.mock.calls.map(([body]) => body as Body);

// ---- The operator console: signing in as a browser does, and its forms ----

export const ADMIN_TOKEN = "test-admin-token";

/** The cookie pair "name=value" of a Set-Cookie header of this name. */
export function setCookie(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

export type Browser = { ip: string; xsrf: string; cookies: Map<string, string> };

/** A browser with the site's anti-forgery cookie, from its own address. */
export async function browser(): Promise<Browser> {
  return { ip: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, xsrf: await xsrfToken(), cookies: new Map() };
}

function cookieHeader(b: Browser): string {
  return [`XSRF-TOKEN=${b.xsrf}`, ...[...b.cookies].map(([k, v]) => `${k}=${v}`)].join("; ");
}

/** A request of this browser; cookies it is handed are kept (and dropped when cleared). */
export async function browse(b: Browser, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { Cookie: cookieHeader(b), "CF-Connecting-IP": b.ip, "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, ...(init.headers as Record<string, string>) };
  const res = await fetchWorker(path, { redirect: "manual", ...init, headers });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const [name, value = ""] = pair!.split("=");
    if (name === "XSRF-TOKEN") continue;
    if (/Max-Age=0/.test(cookie) || value === "") b.cookies.delete(name!);
    else b.cookies.set(name!, value);
  }
  return res;
}

/** Posts a console form as a browser does (the anti-forgery field included unless given). */
export function postForm(b: Browser, path: string, fields: Record<string, string> | FormData): Promise<Response> {
  const form = fields instanceof FormData ? fields : new URLSearchParams({ _xsrf: b.xsrf, ...fields });
  if (fields instanceof FormData && !fields.has("_xsrf")) fields.set("_xsrf", b.xsrf);
  return browse(b, path, { method: "POST", body: form });
}

/** Signs in through the /admin form; the browser then holds the session cookie. */
export async function signIn(b?: Browser, token = ADMIN_TOKEN): Promise<Browser> {
  const who = b ?? (await browser());
  const res = await postForm(who, "/admin?index", { token, next: "/admin/leads" });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  return who;
}

// ---- Rate limits ----

/**
 * The limiters count in windows aligned to the wall-clock minute (Miniflare's, like the
 * platform's): a run that crossed into the next minute began a new count there, so it is run
 * again with fresh keys (a run takes seconds, so the second one stays within one minute).
 */
export async function inOneWindow<T>(run: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const window = Math.floor(Date.now() / 60_000);
    const result = await run(attempt);
    if (Math.floor(Date.now() / 60_000) === window || attempt === 2) return result;
  }
}

