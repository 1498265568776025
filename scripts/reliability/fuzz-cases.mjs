// Generated hostile requests: random, unicode, overlong and percent-encoded segments on every
// route pattern; random query parameters and JSON bodies on every /api call; malformed values of
// the request headers the site reads or a proxy might. Deterministic for a seed, so a failure can
// be replayed. Used by the fuzz suite (20,000+) and by `npm test` (fewer).

/** Route patterns of app/routes.ts; ":x" is replaced by a generated segment. */
export const ROUTE_PATTERNS = [
  "/", "/types-of-electric-vehicles", "/e-rickshaw-manufacturer-companies-in-india", "/brand/:b",
  "/brand/:b/:m", "/brand/:b/:m/:c", "/two-wheeler/:t", "/three-wheeler/:t", "/four-wheeler/:t",
  "/city/:c/:t", "/:t/:c", "/dealer/:d/:tab", "/manufacturer/:d/:tab", "/blog/:u", "/article/:u",
  "/trending/:u", "/About-Us", "/Contact-Us", "/Terms-of-Use", "/Privacy-Policy", "/enquiry",
  "/error", "/:x/:y/:z/:w/:v", "/image/:x/:y", "/sitemap.xml", "/sitemap/:x", "/robots.txt",
  "/admin/cache/:x",
];

export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const WORDS = ["Mahindra", "Treo", "e-Alfa-Mini", "Noida", "Price-In-Noida", "e-rickshaw", "About", "Product", "electric-rickshaw-dealers", "Piaggio", "Ape-E-City-FX", "x"];
const UNICODE = ["महिंद्रा", "ई-रिक्शा", "🚲", "Ωmega", "نوئیڈا", "Crème", "\u200b", "ｅ"];
const PERCENT = ["%", "%zz", "%E0%A4", "%2F", "%2e%2e", "%00", "%C0%AF", "%FF%FE", "%25", "..", "%0d%0aX-Injected:1", "%3Cscript%3E"];

function pick(r, list) {
  return list[Math.floor(r() * list.length)];
}

export function segment(r) {
  switch (Math.floor(r() * 6)) {
    case 0: return pick(r, WORDS);
    case 1: return encodeURIComponent(pick(r, UNICODE)) + pick(r, WORDS);
    case 2: return pick(r, PERCENT) + pick(r, WORDS);
    case 3: return "a".repeat(1 + Math.floor(r() * 6000));
    case 4: return Array.from({ length: 1 + Math.floor(r() * 12) }, () => String.fromCharCode(33 + Math.floor(r() * 94))).map(encodeURIComponent).join("");
    default: return pick(r, WORDS) + "_" + pick(r, WORDS);
  }
}

function value(r) {
  switch (Math.floor(r() * 7)) {
    case 0: return String(Math.floor(r() * 2000) - 500);
    case 1: return pick(r, WORDS);
    case 2: return pick(r, UNICODE);
    case 3: return "x".repeat(Math.floor(r() * 3000));
    case 4: return pick(r, ["", "0", "-1", "1e9", "NaN", "true", "null", "[]", "{}"]);
    case 5: return String(r() * 180 - 90);
    default: return decodeURIComponentSafe(pick(r, PERCENT));
  }
}

function decodeURIComponentSafe(v) {
  try { return decodeURIComponent(v); } catch { return v; }
}

function query(r, names) {
  const params = new URLSearchParams();
  const count = Math.floor(r() * 5);
  for (let i = 0; i < count; i++) params.append(r() < 0.7 && names.length ? pick(r, names) : pick(r, ["count", "more", "brand", "_routes", "utm_source", "x", "名前"]), value(r));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

function jsonBody(r, names) {
  if (r() < 0.1) return pick(r, ["{", "[]", "null", "\"x\"", "{\"a\":", "x".repeat(200000)]);
  const body = {};
  for (const name of names) if (r() < 0.7) body[name] = r() < 0.5 ? value(r) : pick(r, [123, true, null, [], {}, ["x"], { a: 1 }]);
  for (let i = 0; i < Math.floor(r() * 3); i++) body[pick(r, ["__proto__", "constructor", "id", "extra"])] = value(r);
  return JSON.stringify(body);
}

/** Malformed and hostile values per header (header values must stay ISO-8859-1 without CR/LF). */
export const HEADER_VALUES = {
  Host: ["", "evil.example", "[", "[::1", "localhost:99999", "a".repeat(300), "xn--", "evil.example:80@localhost", "%00"],
  Referer: ["http://[", "http://", "http:", "//evil.example/x", "javascript:alert(1)", "%", "http://localhost/enquiry?back=//evil", "a".repeat(5000), "http://localhost:99999/"],
  Cookie: ["XSRF-TOKEN=%E0%A4", "XSRF-TOKEN=;;;=", "=", "XSRF-TOKEN=a.b.c", `XSRF-TOKEN=${"x".repeat(5000)}`, "__Host-XSRF-TOKEN=1; XSRF-TOKEN=2", "a=\"unterminated", "XSRF-TOKEN"],
  "Accept-Language": ["hi-IN,hi;q=0.9,en;q=0.8", "*;q=abc", ";;;,", "x".repeat(2000), "q=0.5", "zz-ZZ;q=-1"],
  "User-Agent": ["", "Googlebot/2.1 (+http://www.google.com/bot.html)", "x".repeat(5000), "Mozilla/5.0 (compatible; bingbot/2.0)", "() { :; }; echo x", "%s%s%s%n"],
  "Content-Type": ["", "multipart/form-data", "multipart/form-data; boundary=", "application/x-www-form-urlencoded; charset=klingon", "application/json; charset=utf-7", "text/html", "application/json; boundary=x", "x/y; a=\"b"],
  "Content-Length": ["-1", "abc", "99999999999999999999", "1e3", "0", " 5", "5, 5"],
  "X-XSRF-TOKEN": ["", ".", "a.b.c", "x".repeat(500), "%00", "%C3%A9"],
  "If-None-Match": ["*", "\"", "W/", "x".repeat(1000)],
};
export const FUZZED_HEADERS = Object.keys(HEADER_VALUES);

/** Up to three headers with malformed values, or none. */
function headers(r) {
  if (r() < 0.5) return undefined;
  const chosen = {};
  for (let i = 0; i < 1 + Math.floor(r() * 3); i++) {
    const name = pick(r, FUZZED_HEADERS);
    chosen[name] = pick(r, HEADER_VALUES[name]);
  }
  return chosen;
}

/**
 * @param {{ count: number, seed?: number, calls: { name: string, method: string, params: string[] }[] }} options
 * @returns {{ method: string, path: string, body?: string, withToken?: boolean, headers?: Record<string, string> }[]}
 */
export function fuzzCases({ count, seed = 1, calls }) {
  const r = rng(seed);
  const cases = [];
  for (let i = 0; i < count; i++) {
    const kind = r();
    if (kind < 0.45) {
      const path = pick(r, ROUTE_PATTERNS).replace(/:\w+/g, () => segment(r));
      const method = r() < 0.85 ? "GET" : pick(r, ["POST", "HEAD", "PUT", "DELETE"]);
      const body = method === "POST" || method === "PUT" ? pick(r, ["mobile=9876543210&pincode=226001", "x=%ZZ&&=", "", jsonBody(r, ["mobile"])]) : undefined;
      cases.push({ method, path: path + query(r, []), body, headers: headers(r) });
    } else {
      const call = pick(r, calls);
      const name = r() < 0.95 ? call.name : segment(r);
      if (call.method === "GET") cases.push({ method: "GET", path: `/api/${name}${query(r, call.params)}`, headers: headers(r) });
      else cases.push({ method: "POST", path: `/api/${name}`, body: jsonBody(r, call.params), withToken: r() < 0.7, headers: headers(r) });
    }
  }
  return cases;
}
