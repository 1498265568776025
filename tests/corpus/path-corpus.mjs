// Spellings of the operator's protected addresses, as an attacker would try them against a gate
// that reads one form of the path while a router reads another: each letter percent-encoded (lower
// and upper hex), letters in upper case, encoded and literal slashes and backslashes, repeated
// slashes, dot segments, trailing slashes, ";" parameters, double encoding, NUL, React Router's
// `.data` suffix and the Hindi prefix. Signed out, every one must be refused: 401 from the gate,
// 400 or 404 for a path that is ambiguous or names nothing, or (a console page) the way to sign in.
// Shared by the workerd test (tests/worker/admin-paths.test.ts) and the reliability suite
// (`npm --prefix tools run reliability`).

/** The protected addresses: the JSON and CSV API, and console pages. */
export const PROTECTED = [
  { path: "/admin/api/leads", query: "?from=2026-11-01&to=2026-11-30", kind: "api" },
  { path: "/admin/api/dead-letters", query: "", kind: "api" },
  { path: "/admin/leads.csv", query: "?from=2026-11-01&to=2026-11-30", kind: "api" },
  { path: "/admin/statements/2026-11.csv", query: "", kind: "api" },
  { path: "/admin/cache/isolate", query: "", kind: "api" },
  { path: "/admin/cache/purge", query: "", kind: "api" },
  { path: "/admin/leads", query: "?from=2026-11-01&to=2026-11-30", kind: "page" },
  { path: "/admin/traders", query: "", kind: "page" },
  { path: "/admin/catalogue", query: "", kind: "page" },
];

const hex = (char, upper) => {
  const code = char.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code}`;
};

/** Every spelling of one path; `at` is where the first segment ("/admin") ends. */
export function spellings(path) {
  const out = new Set();
  const segments = path.split("/").slice(1);
  const [first, second = "", ...rest] = segments;
  const tail = rest.length ? `/${rest.join("/")}` : "";
  // each letter of the first two segments encoded, in lower and upper hex
  for (const [index, segment] of [[0, first], [1, second]]) {
    for (let i = 0; i < segment.length; i++) {
      if (!/[a-z]/i.test(segment[i])) continue;
      for (const upper of [false, true]) {
        const spelled = segment.slice(0, i) + hex(segment[i], upper) + segment.slice(i + 1);
        const parts = [...segments];
        parts[index] = spelled;
        out.add(`/${parts.join("/")}`);
      }
    }
  }
  const after = `${second}${tail}`;
  for (const spelled of [
    `/${first.toUpperCase()}/${after}`,
    `/${first[0].toUpperCase()}${first.slice(1)}/${after}`,
    `/${[...first].map((c) => hex(c, true)).join("")}/${after}`,
    `/${first}%2f${after}`,
    `/${first}%2F${after}`,
    `/${first}%5c${after}`,
    `/${first}%5C${after}`,
    `/${first}\\${after}`,
    `//${first}/${after}`,
    `/${first}//${after}`,
    `/./${first}/${after}`,
    `/${first}/./${after}`,
    `/x/../${first}/${after}`,
    `/${first}/x/../${after}`,
    `/%2e/${first}/${after}`,
    `/x/%2e%2e/${first}/${after}`,
    `/${first}/${after}/`,
    `/${first};x/${after}`,
    `/${first}/${second};x${tail}`,
    `/${first}/${after};`,
    `/${first}/${after}.data`,
    `/hi/${first}/${after}`,
    `/hi/../${first}/${after}`,
    `/%25${hex(first[0]).slice(1)}${first.slice(1)}/${after}`,
    `/${first}%00/${after}`,
    `/${first}/${after}%00`,
    `/${first}/%2561pi${tail}`,
  ]) out.add(spelled);
  out.delete(path);
  return [...out];
}

/** The whole corpus: [{ path (with its query), kind, base }]. */
export function pathCorpus() {
  return PROTECTED.flatMap(({ path, query, kind }) => spellings(path).map((spelled) => ({ path: spelled + query, kind, base: path })));
}

// ---- Return addresses ----
// Values of a `back` or `next` that start with one "/" as written but leave the site once the URL
// parser has read them ("/." and "/a/.." are dot segments, "%2e" is ".", a tab or newline is
// dropped, a backslash is a slash), or once a page moves them into its language ("/hi//host" in
// English is "//host"), and plain other sites. Every return address is checked after parsing, on
// the address finally sent (app/shared/rules/safe-url.ts safeSitePath, returnPathIn): none may
// become a Location or a link off the site. Shared by tests/unit/safe-url.test.ts,
// tests/worker/return-paths.test.ts and `npm --prefix tools run reliability`.

/** Return addresses that must never lead off the site. */
export const ESCAPING_RETURNS = [
  "/.//evil.example/login",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/././/evil.example",
  "/a/b/../..//evil.example",
  "/..//evil.example",
  "/.%2e//evil.example",
  "/%2e%2e//evil.example",
  "//evil.example/login",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/hi//evil.example/login",
  "/hi/\\evil.example",
  "/hi/a/..//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/ /evil.example",
  " //evil.example",
  "https://evil.example/",
  "https:evil.example",
  "javascript:alert(1)",
];

/** Where each return address is read: the town picker (forget, choose; both languages) and the console's sign-in. */
export function returnCorpus() {
  return ESCAPING_RETURNS.flatMap((value) => {
    const v = encodeURIComponent(value);
    return [
      { path: `/town?clear=1&back=${v}`, value },
      { path: `/hi/town?clear=1&back=${v}`, value },
      { path: `/town?q=Noida&back=${v}`, value },
      { path: `/hi/town?q=${encodeURIComponent("नोएडा")}&back=${v}`, value },
      { path: `/town?back=${v}`, value },
      { path: `/admin?next=${v}`, value },
    ];
  });
}

// ---- The traders' area ----
// Every path under /leads/ is answered private, no-store and noindex (worker/security-headers.ts):
// a lead page, its data, its CSV and the CSV's data, the pull API, in the spellings above.

/** The traders' addresses, with a token that opens nothing (the headers are the same either way). */
export const LEAD_AREA = ["/leads/TOKEN", "/leads/TOKEN.data", "/leads/TOKEN/leads.csv", "/leads/TOKEN/leads.csv.data", "/leads/api"];

/** Every spelling of each traders' address: [{ path, base }]. */
export function leadAreaCorpus(token = "x".repeat(43)) {
  return LEAD_AREA.map((path) => path.replace("TOKEN", token)).flatMap((base) => [base, ...spellings(base)].map((path) => ({ path, base })));
}

// ---- Price bands ----
// Spellings of one getPriceByType band (`gt`, `lte`): leading zeros read as the one number
// (app/shared/rules/price-bands.ts), so they are one cache entry. A bound between ₹10,000 steps is
// refused (400), never widened into a band whose answer is another.

/** [gt, lte] spellings of the band 80,001-90,000, of "no band", and bounds between steps (refused). */
export const BAND_SPELLINGS = {
  band: [["80001", "90000"], ["080001", "90000"], ["0080001", "090000"], ["80001", "0090000"]],
  between: [["85000", "86000"], ["85000", "90000"], ["80001", "85000"], ["80000", "90000"], ["89999", "80001"], ["81234", "88888"]],
  none: [["0", "0"], ["00", "00"], ["000", "0"], ["0000000", "0000000"]],
};
