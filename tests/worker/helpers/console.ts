import { fetchWorker, ORIGIN, xsrfToken } from "./requests";

// The operator console: signing in as a browser does, and its forms.

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

/** Uploads a CSV file on the console's catalogue page for its import preview. */
export function previewImport(b: Browser, entity: string, csv: string): Promise<Response> {
  const form = new FormData();
  form.set("entity", entity);
  form.set("intent", "check");
  form.set("file", new File([csv], `${entity}.csv`, { type: "text/csv" }));
  return postForm(b, "/admin/catalogue", form);
}
