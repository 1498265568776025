import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "#worker/index";

// Requests to the Worker under test, in-process (the `main` of vitest.worker.config.ts).

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
/** A POST to /api as the site's own page sends it; `vars`: the Worker with some variables changed. */
export async function postApi(name: string, body: unknown, headers: Record<string, string> = {}, vars?: Partial<Env>) {
  const token = await xsrfToken();
  const send = vars ? (path: string, init: RequestInit) => fetchWorkerWithEnv(vars, path, init) : fetchWorker;
  return send(`/api/${name}`, {
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

// Rate limits.

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
