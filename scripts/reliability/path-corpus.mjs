// Spellings of the operator's protected addresses, as an attacker would try them against a gate
// that reads one form of the path while a router reads another: each letter percent-encoded (lower
// and upper hex), letters in upper case, encoded and literal slashes and backslashes, repeated
// slashes, dot segments, trailing slashes, ";" parameters, double encoding, NUL, React Router's
// `.data` suffix and the Hindi prefix. Signed out, every one must be refused: 401 from the gate,
// 400 or 404 for a path that is ambiguous or names nothing, or (a console page) the way to sign in.
// Shared by the workerd test (tests/worker/admin-paths.test.ts) and `npm run test:reliability`.

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
