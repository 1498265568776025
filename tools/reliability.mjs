import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { workerdPids } from "./bench/processes.mjs";
import { table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, importTs, migrateAndSeed, run } from "../scripts/lib.mjs";
import { forgeryAndAccess } from "./reliability/access.mjs";
import { adminPathCorpus, leadAreaSpellings, returnPathCorpus } from "./reliability/admin-paths.mjs";
import { outage, slowOrigin } from "./reliability/faults.mjs";
import { fuzz } from "./reliability/fuzz.mjs";
import { kvWritesOfRandomNames } from "./reliability/kv-writes.mjs";
import { sustainedLoad } from "./reliability/load.mjs";
import { FUZZED_HEADERS, UPLOADED_PICTURE } from "../tests/corpus/fuzz-cases.mjs";
import { XSS_CORPUS, XSS_PAYLOADS } from "../tests/corpus/xss-payloads.mjs";
import { startXssSite, xssPages } from "../tests/support/xss-site.mjs";
import { xssInChromium } from "../tests/support/xss.mjs";
import { ORIGIN_VARS, serveBuild } from "../scripts/serve-build.mjs";
import { startStubOrigin } from "./stub-origin.mjs";

// `npm --prefix tools run reliability`: fuzz, faults, load, forgery and XSS against the built
// Worker on loopback, bounded in time. Writes the figures to docs/RELIABILITY.md and fails on any
// miss.

const FUZZ = Number(process.env.RELIABILITY_FUZZ ?? 20000);
const ENQUIRIES = Number(process.env.RELIABILITY_ENQUIRIES ?? 1000);
const LOAD_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const TIMEOUT_MS = 1000;
const ADMIN = "reliability-admin-token";
const PAGES = ["/", "/brand/Mahindra", "/brand/Mahindra/Treo", "/brand/Mahindra/Treo/Price-In-Noida", "/city/Noida/electric-rickshaw-dealers"];
const APIS = ["/api/getBrandByOrder?count=6", "/api/getPriceByBrand?brandName=Mahindra&count=10", "/api/getTypeByOrder"];

ensureDevVars();
if (process.env.RELIABILITY_SKIP_BUILD !== "1") await run("react-router", ["build"]);
const state = mkdtempSync(join(tmpdir(), "reliability-"));
const { contract } = await importTs("app/shared/contract.ts");
const calls = Object.entries(contract).map(([name, row]) => ({
  name,
  method: row.method,
  params: Object.keys(row.method === "GET" ? row.query.shape : row.body.shape ?? {}),
}));

await migrateAndSeed(["--persist-to", join(state, "origin")]);
await migrateAndSeed(["--persist-to", join(state, "site")]);
// The remote-origin site keeps its own lead ledger and sessions in D1: it needs the migrations too.
await migrateAndSeed(["--persist-to", join(state, "fault-site")]);

const stops = [];
const failures = [];
const check = (ok, what) => ok || failures.push(what);
const report = [];
try {
  const config = "build/server/wrangler.json";
  const origin = await serveBuild({ config, port: 8921, persistTo: join(state, "origin"), rateLimit: 100000, vars: ORIGIN_VARS });
  stops.push(origin.stop);
  const stub = await startStubOrigin({ port: 8922, target: origin.url });
  stops.push(stub.stop);
  const faultSite = await serveBuild({
    config, port: 8923, persistTo: join(state, "fault-site"), rateLimit: 100000,
    vars: { ORIGIN_URL: stub.url, CACHE_FRESH_TTL: "1", HTML_CACHE_TTL: "0", ORIGIN_TIMEOUT_MS: String(TIMEOUT_MS), ENQUIRY_RETRY_BASE_SECONDS: "1", ADMIN_TOKEN: ADMIN },
  });
  stops.push(faultSite.stop);
  const before = new Set(workerdPids());
  const site = await serveBuild({ config, port: 8924, persistTo: join(state, "site"), vars: { ADMIN_TOKEN: ADMIN } });
  const sitePids = workerdPids().filter((p) => !before.has(p));
  stops.push(site.stop);

  // First: the fuzz run's random admin attempts would use up this address's failure allowance.
  const a = await forgeryAndAccess(site.url);
  for (const [what, status] of Object.entries(a)) check(status === (what.startsWith("admin") ? (what.includes("repeated") ? 429 : 401) : 403), `access: ${what} answered ${status}`);
  report.push("## Forgery and access", table(["request", "status"], Object.entries(a)));

  const p = await adminPathCorpus(site.url);
  check(p.leaks.length === 0, `admin paths: ${p.leaks.length} spellings not refused: ${p.leaks.slice(0, 10).join("; ")}`);
  report.push("## Spellings of the operator's addresses", `${p.spellings} spellings of nine protected /admin addresses (tests/corpus/path-corpus.mjs: each letter percent-encoded in lower and upper hex, upper case, \`%2f\`, \`%5c\`, a backslash, \`//\`, \`/./\`, \`/x/../\`, trailing slash, \`;\`, \`.data\`, \`/hi/\`, double encoding, NUL), each sent signed out as GET and POST over raw HTTP: ${p.requests} requests, **${p.leaks.length} not refused**.`, "",
    table(["status", "count"], Object.entries(p.statuses)));

  const r = await returnPathCorpus(site.url);
  check(r.leaks.length === 0, `return addresses: ${r.leaks.length} lead off the site: ${r.leaks.slice(0, 10).join("; ")}`);
  const t = await leadAreaSpellings(site.url);
  check(t.leaks.length === 0, `traders' area: ${t.leaks.length} spellings answered without the private headers: ${t.leaks.slice(0, 10).join("; ")}`);
  report.push("## Return addresses and the traders' area",
    `${r.requests} requests naming a return address that leaves the site once parsed (tests/corpus/path-corpus.mjs ESCAPING_RETURNS: \`/.//host\`, \`/a/..//host\`, \`/%2e//host\`, \`/hi//host\` (\`//host\` once in English), a tab, a backslash, other schemes) as the town picker's \`back\` (forget and choose, English and Hindi) and the console's \`next\`: **${r.leaks.length} led off the site**. ${t.spellings} spellings of the traders' addresses (a lead page, its data, its CSV and the CSV's data, the pull API): **${t.leaks.length} answered without \`private, no-store\` and \`noindex\`** (or refused as no page).`, "",
    table(["status", "count"], Object.entries({ ...r.statuses }).map(([s, n]) => [s, n])));

  // R2's branch of /image is fuzzed only where a picture was uploaded: put one in the site's
  // bucket.
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
  await (await site.mf.getR2Bucket("IMAGES")).put(UPLOADED_PICTURE, png, { httpMetadata: { contentType: "image/png" } });
  const f = await fuzz(site.url, calls, FUZZ);
  check(f.failures.length === 0, `fuzz: ${f.failures.length} answers 5xx`);
  check(FUZZED_HEADERS.every((h) => f.headersVaried.includes(h)), "fuzz: a header was never varied");
  report.push("## Fuzz", `${f.count} generated requests, ${f.withHeaders} of them with malformed headers (${f.headersVaried.join(", ")}); ${f.refused} the client library would not send or the server's HTTP layer closed (a body shorter than its declared Content-Length).`, "",
    table(["status", "count"], Object.entries(f.statuses).map(([s, n]) => [s, n])), "", `Broken framing the Worker never saw, answered 500 by the local runtime (Cloudflare's edge answers 400; docs/decisions/068): ${JSON.stringify(f.framingRefused)}.`, "",
    f.failures.length ? `5xx: ${f.failures.slice(0, 10).join("; ")}` : "5xx answers from the Worker: **0**.");

  const o = await outage(faultSite.url, stub, [...PAGES, ...APIS], ENQUIRIES);
  check(o.served.every((s) => s.status === 200), "outage: a warmed page was not served");
  check(o.delivered === ENQUIRIES && o.duplicated === 0, `outage: delivered ${o.delivered}, missing ${o.missing}, duplicated ${o.duplicated}`);
  const slow = await slowOrigin(faultSite.url, stub, TIMEOUT_MS);
  check(slow.maxMs <= slow.budgetMs, `slow origin: a request waited ${slow.maxMs} ms`);
  report.push("## Faults (remote-origin mode, local stub origin)", "Origin 100 % down after warming:", "",
    table(["path", "status", "X-Cache"], o.served.map((s) => [s.path, s.status, s.cache ?? ""])), "",
    `${ENQUIRIES} enquiries sent while the origin was down: answers ${JSON.stringify(o.accepted)}; after recovery the stub accepted **${o.delivered}** exactly once, ${o.missing} missing, ${o.duplicated} more than once (all delivered ${o.recoverySeconds} s after the outage began).`, "",
    `Slow origin (3 × the ${TIMEOUT_MS} ms timeout): slowest answer ${slow.maxMs} ms against a budget of ${slow.budgetMs} ms (timeout, one retry, overhead); statuses ${JSON.stringify(slow.statuses)}.`);

  const l = await sustainedLoad(site.url, [...PAGES, ...APIS], { seconds: LOAD_SECONDS, connections: 50, pids: sitePids });
  const growth = l.memoryMiB.at(-1) - l.memoryMiB[1];
  check(l.errors === 0 && l.non2xx === 0, `load: ${l.errors} errors, ${l.non2xx} non-2xx`);
  check(growth < 64, `load: memory grew ${growth} MiB`);
  report.push("## Load", `${l.seconds} s at ${l.connections} connections over ${PAGES.length} warm pages and ${APIS.length} /api calls: ${l.requests} requests, ${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.errors} errors, ${l.non2xx} non-2xx. workerd resident memory every 5 s (MiB): ${l.memoryMiB.join(", ")}; peak ${l.peakMiB} MiB.`);

  const k = await kvWritesOfRandomNames({});
  check(k.written <= 50, `kv writes: ${k.written} per ${k.requests} requests for things that do not exist`);
  report.push("## KV writes caused by names that do not exist", `${k.requests} requests naming things that do not exist or varying what selects nothing, against a warm site with the HTML cache on (\`tools/reliability/kv-writes.mjs\`): **${k.written} KV writes** (the revision before this suite measured it, 6e7af4c: 6,729).`, "",
    table(["requests", "count", "KV writes"], k.byKind));

  // Every payload of the corpus in every HTML field kind, each on pages of its own.
  const xssSite = await startXssSite({ payloads: XSS_PAYLOADS });
  stops.push(xssSite.stop);
  const pages = XSS_PAYLOADS.flatMap((_, i) => xssPages(i));
  const x = await xssInChromium(xssSite.url, pages);
  const bad = x.filter((r) => r.status !== 200 || r.executed + r.navigations + r.outside.length > 0);
  check(x.length === pages.length && bad.length === 0, `xss: ${bad.length} pages let something through: ${bad.slice(0, 5).map((r) => `${r.path} ${JSON.stringify(r)}`).join("; ")}`);
  const sum = (key) => x.reduce((n, r) => n + (key === "outside" ? r.outside.length : r[key]), 0);
  const sources = Object.entries(Object.groupBy(XSS_CORPUS, (e) => e.source)).map(([source, list]) => [source, list.length]);
  report.push("## XSS", `${XSS_PAYLOADS.length} payloads (tests/corpus/xss-payloads/corpus.json), each stored in every HTML field kind (aboutProduct, offer, page about text, blog html and other, article text and URLs, a dealer's about, capability, infrastructure and other) and rendered on its own ${xssPages(0).length} pages in Chromium with the page's CSP bypassed, so the sanitiser alone is measured: ${x.length} pages.`, "",
    table(["source", "payloads"], sources), "",
    table(["pages", "not 200", "script executions", "navigations away", "elements or attributes outside the allow-list"], [[x.length, x.filter((r) => r.status !== 200).length, sum("executed"), sum("navigations"), sum("outside")]]));
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  rmSync(state, { recursive: true, force: true });
}

const header = `Command: \`npm --prefix tools run reliability\` (RELIABILITY_FUZZ=${FUZZ}, RELIABILITY_ENQUIRIES=${ENQUIRIES}, RELIABILITY_LOAD_SECONDS=${LOAD_SECONDS}), ${new Date().toISOString().slice(0, 10)}, loopback only, each server one workerd process through Miniflare on the build. Result: ${failures.length ? `**${failures.length} failures**: ${failures.join("; ")}` : "**all checks passed**"}.`;
writeSection("reliability", [header, "", ...report].join("\n"), "docs/RELIABILITY.md", "# Reliability");
console.log(header);
process.exit(failures.length ? 1 : 0);
