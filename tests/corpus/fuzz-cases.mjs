// Generated hostile requests: random, unicode, overlong and percent-encoded segments on every
// route pattern; random query parameters and JSON bodies on every /api call; malformed values of
// the request headers the site reads or a proxy might; conditional headers (valid and malformed)
// and other spellings of the path on addresses that exist (pages, /api, pictures, the console),
// where they reach real work rather than a 404. Deterministic for a seed, so a failure can be
// replayed. Used by the fuzz suite (20,000+) and by `npm test` (fewer).

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

const ETAGS = [
  "\"x\"", "W/\"x\"", "\"a\", W/\"b\"", "*", "\"\"", "\"*\"", " \"a\" ,, \"b\" ", "\"g-0123456789abcdef\"",
  "garbage", "\"", "W/", "\"unclosed", "W/x", "w/\"x\"", "\"a\" \"b\"", "*, \"a\"", ",", "\"a\"x", "x".repeat(1000), `"${"a".repeat(5000)}"`,
];
const DATES = [
  "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "Fri, 01 Jan 2100 00:00:00 GMT",
  "garbage", "", "0", "-1", "1e308", "Invalid Date", "Thu, 32 Foo 99999 99:99:99 GMT", "Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT", "x".repeat(500),
];
const RANGES = [
  "bytes=0-0", "bytes=0-", "bytes=-1", "bytes=0-1,2-3", "bytes=5-2", "bytes=-0", "bytes=99999999999999999999-", "bytes=", "bytes=a-b",
  "items=0-1", "bytes=0-1,", "=", "bytes=-", "bytes = 0-1", "x".repeat(1000), `bytes=0-1${",0-1".repeat(300)}`,
];
/** Conditional request headers, valid and malformed: none of them may turn into an error. */
const CONDITIONAL_VALUES = {
  "If-None-Match": ETAGS, "If-Match": ETAGS, "If-Modified-Since": DATES, "If-Unmodified-Since": DATES,
  "If-Range": [...ETAGS.slice(0, 8), ...DATES.slice(0, 8)], Range: RANGES,
};
export const CONDITIONAL_HEADERS = Object.keys(CONDITIONAL_VALUES);

/**
 * Malformed and hostile values per header, and valid ones of the conditional headers (header
 * values must stay ISO-8859-1 without CR/LF).
 */
export const HEADER_VALUES = {
  Host: ["", "evil.example", "[", "[::1", "localhost:99999", "a".repeat(300), "xn--", "evil.example:80@localhost", "%00"],
  Referer: ["http://[", "http://", "http:", "//evil.example/x", "javascript:alert(1)", "%", "http://localhost/enquiry?back=//evil", "a".repeat(5000), "http://localhost:99999/"],
  Cookie: ["XSRF-TOKEN=%E0%A4", "XSRF-TOKEN=;;;=", "=", "XSRF-TOKEN=a.b.c", `XSRF-TOKEN=${"x".repeat(5000)}`, "__Host-XSRF-TOKEN=1; XSRF-TOKEN=2", "a=\"unterminated", "XSRF-TOKEN"],
  "Accept-Language": ["hi-IN,hi;q=0.9,en;q=0.8", "*;q=abc", ";;;,", "x".repeat(2000), "q=0.5", "zz-ZZ;q=-1"],
  "User-Agent": ["", "Googlebot/2.1 (+http://www.google.com/bot.html)", "x".repeat(5000), "Mozilla/5.0 (compatible; bingbot/2.0)", "() { :; }; echo x", "%s%s%s%n"],
  "Content-Type": ["", "multipart/form-data", "multipart/form-data; boundary=", "application/x-www-form-urlencoded; charset=klingon", "application/json; charset=utf-7", "text/html", "application/json; boundary=x", "x/y; a=\"b"],
  "Content-Length": ["-1", "abc", "99999999999999999999", "1e3", "0", " 5", "5, 5"],
  "X-XSRF-TOKEN": ["", ".", "a.b.c", "x".repeat(500), "%00", "%C3%A9"],
  ...CONDITIONAL_VALUES,
};
export const FUZZED_HEADERS = Object.keys(HEADER_VALUES);

/** Up to three headers with malformed values, or none. */
function headers(r) {
  if (r() < 0.5) return undefined;
  return chosenHeaders(r, FUZZED_HEADERS, 3);
}

function chosenHeaders(r, names, most) {
  const chosen = {};
  for (let i = 0; i < 1 + Math.floor(r() * most); i++) {
    const name = pick(r, names);
    chosen[name] = pick(r, HEADER_VALUES[name]);
  }
  return chosen;
}

/**
 * A picture the quick fuzz puts in R2 first (tests/worker/fuzz.test.ts), so that R2's branch of
 * /image is reached too; where nothing was uploaded, it is a generated drawing like the others.
 */
export const UPLOADED_PICTURE = "model/Mahindra/Treo.jpg";

/** Addresses that name something, by kind: conditional headers and spellings reach real work there. */
export const KNOWN_PATHS = {
  page: ["/", "/brand/Mahindra", "/brand/Mahindra/Treo", "/brand/Mahindra/Treo/Price-In-Noida", "/three-wheeler/e-rickshaw", "/hi/brand/Mahindra", "/About-Us", "/enquiry", "/sitemap.xml", "/robots.txt"],
  image: [`/image/${UPLOADED_PICTURE}`, `/image/${UPLOADED_PICTURE}?v=0000000000`, "/image/brand/mahindra.jpg", "/image/type/e-rickshaw.jpg", "/image/logo.svg", "/image/social/youtube.svg", "/image/drawing/scooter.svg"],
  admin: ["/admin", "/admin/leads", "/admin/traders", "/admin/api/leads", "/admin/api/dead-letters", "/admin/cache/isolate", "/admin/leads.csv"],
};

const hexOf = (char, upper) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, "0");
  return upper ? code.toUpperCase() : code;
};

/** The path with one of its letters replaced by `spell(letter)`. */
function atLetter(r, path, spell) {
  const letters = [...path.matchAll(/[A-Za-z]/g)].map((m) => m.index);
  if (!letters.length) return path;
  const at = pick(r, letters);
  return path.slice(0, at) + spell(path[at]) + path.slice(at + 1);
}

/** The path with one of its slashes (not the first) replaced, or the replacement appended when it has none. */
function atSlash(r, path, replacement) {
  const slashes = [...path.matchAll(/\//g)].map((m) => m.index).filter((i) => i > 0);
  if (!slashes.length) return path + replacement;
  const at = pick(r, slashes);
  return path.slice(0, at) + replacement + path.slice(at + 1);
}

/**
 * Other spellings of a path, as a router and a gate might read them differently: letters
 * percent-encoded (lower and upper hex) or double encoded (%25xx), encoded or doubled slashes and
 * backslashes, dot segments, trailing slashes, ";" parameters, NUL, React Router's `.data`
 * suffix, the Hindi prefix, very long segments and non-ASCII (encoded, or raw: the client may
 * refuse to send that one).
 */
const SPELLINGS = [
  (r, p) => atLetter(r, p, (c) => `%${hexOf(c, r() < 0.5)}`),
  (r, p) => atLetter(r, p, (c) => `%25${hexOf(c, r() < 0.5)}`),
  (r, p) => atSlash(r, p, pick(r, ["%2f", "%2F", "%5c", "%5C", "\\", "//", "/./", "/x/../", "/%2e/", "/x/%2e%2e/", "/%2E%2E/"])),
  (r, p) => p + pick(r, ["/", "//", "%00", ";", ";x=1", ".data", "/_root.data", "%2f", "/.", "/.."]),
  (r, p) => atSlash(r, p, pick(r, [";jsessionid=1/", "%00/", ";/", ".data/"])),
  (r, p) => pick(r, ["/hi", "/HI", "/hi/..", "/%68i", "//", "/.", "/x/.."]) + (p === "/" ? "/" : p),
  (r, p) => atSlash(r, p, `/${"a".repeat(1 + Math.floor(r() * 6000))}/`),
  (r, p) => atSlash(r, p, `/${r() < 0.8 ? encodeURIComponent(pick(r, UNICODE)) : pick(r, UNICODE)}/`),
  (r, p) => atSlash(r, p, `/${[...new TextEncoder().encode(pick(r, UNICODE))].map((b) => `%${b.toString(16)}`).join("")}/`),
];

/** A path spelled by one to three of SPELLINGS; its query string is kept as it was. */
function spelled(r, address) {
  const at = address.includes("?") ? address.indexOf("?") : address.length;
  let out = address.slice(0, at);
  for (let i = 0; i < 1 + Math.floor(r() * 3); i++) out = pick(r, SPELLINGS)(r, out);
  return out + address.slice(at);
}

/** An address that names something: a page, a GET /api call, a picture or a console address. */
function knownAddress(r, calls) {
  const kind = pick(r, ["page", "api", "image", "image", "admin"]);
  if (kind !== "api") return pick(r, KNOWN_PATHS[kind]);
  const call = pick(r, calls.filter((c) => c.method === "GET"));
  return `/api/${call.name}${query(r, call.params)}`;
}

/**
 * @param {{ count: number, seed?: number, calls: { name: string, method: string, params: string[] }[] }} options
 * @returns {{ method: string, path: string, body?: string, withToken?: boolean, headers?: Record<string, string>, spelledFrom?: string }[]}
 */
export function fuzzCases({ count, seed = 1, calls }) {
  const r = rng(seed);
  const cases = [];
  for (let i = 0; i < count; i++) {
    const kind = r();
    if (kind < 0.35) {
      const path = pick(r, ROUTE_PATTERNS).replace(/:\w+/g, () => segment(r));
      const method = r() < 0.85 ? "GET" : pick(r, ["POST", "HEAD", "PUT", "DELETE"]);
      const body = method === "POST" || method === "PUT" ? pick(r, ["mobile=9876543210&pincode=226001", "x=%ZZ&&=", "", jsonBody(r, ["mobile"])]) : undefined;
      cases.push({ method, path: path + query(r, []), body, headers: headers(r) });
    } else if (kind < 0.5) {
      // conditional headers where there is something to compare them with
      cases.push({ method: r() < 0.85 ? "GET" : "HEAD", path: knownAddress(r, calls), headers: chosenHeaders(r, CONDITIONAL_HEADERS, 3) });
    } else if (kind < 0.65) {
      const address = knownAddress(r, calls);
      cases.push({ method: r() < 0.9 ? "GET" : pick(r, ["HEAD", "POST"]), path: spelled(r, address), spelledFrom: address, headers: headers(r) });
    } else {
      const call = pick(r, calls);
      const name = r() < 0.95 ? call.name : segment(r);
      if (call.method === "GET") cases.push({ method: "GET", path: `/api/${name}${query(r, call.params)}`, headers: headers(r) });
      else cases.push({ method: "POST", path: `/api/${name}`, body: jsonBody(r, call.params), withToken: r() < 0.7, headers: headers(r) });
    }
  }
  return cases;
}
