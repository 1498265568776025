import { isLocalHost } from "#app/shared/rules/network-address";

// The origin of the site's absolute URLs (canonical links, og:url and og:image, JSON-LD, sitemaps,
// robots.txt): the configured SITE_URL, never a request header, so that a forged Host cannot put
// another site's address into a page that is cached for everyone. Without SITE_URL (local runs)
// the request's own origin stands in, and the HTML cache then keeps one copy per origin
// (worker/html-cache.ts keys pages by this value).

let parsed: { configured: string; origin: string } | undefined;

export function siteOrigin(env: Pick<Env, "SITE_URL">, requestUrl: string): string {
  const configured = (env.SITE_URL ?? "").trim();
  if (!configured) return new URL(requestUrl).origin;
  if (parsed?.configured !== configured) parsed = { configured, origin: originOf(configured) };
  return parsed.origin;
}

function originOf(value: string): string {
  const url = URL.parse(value);
  // An address with a path, query or credentials is a mistake worth stopping on: it would be
  // silently cut, and every absolute URL of the site would then point somewhere unintended.
  const bare = url && /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.username;
  if (!url || !bare) throw new Error(`SITE_URL must be an origin such as https://example.in, not "${value}"`);
  return url.origin;
}

/**
 * A local run (`npm start`, the tests) rather than a deployment: SITE_URL is empty or names this
 * machine. A deployment must set SITE_URL (README "Configuration"); the messages' check made where
 * no request tells the host (a queue consumer) reads this, and refuses what a local run may not do.
 */
export function isLocalRun(env: Pick<Env, "SITE_URL">): boolean {
  return (env.SITE_URL ?? "").trim() === "" || siteIsThisMachine(env);
}

/**
 * SITE_URL names this machine (localhost, 127.0.0.1, [::1]): a local run that says so. What only a
 * local run may do that a deployment must never do (a trader's webhook on this machine) asks this,
 * not `isLocalRun`: a deployment that forgot SITE_URL is not told apart from `npm start` by an
 * empty value, and must not get what a local run gets.
 */
export function siteIsThisMachine(env: Pick<Env, "SITE_URL">): boolean {
  return isLocalHost(URL.parse((env.SITE_URL ?? "").trim())?.hostname ?? "");
}
