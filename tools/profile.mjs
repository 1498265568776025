import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "./bench/load.mjs";
import { selfTimeByOwner } from "./bench/owners.mjs";
import { ensureDevVars, migrateAndSeed, migrateSite } from "../scripts/lib.mjs";
import { ORIGIN_VARS, serveBuild } from "../scripts/serve-build.mjs";

// `npm --prefix tools run bench:profile [path]`: a CPU profile of the render path (HTML cache off,
// warm KV) of one page under load, through workerd's DevTools protocol (PROFILE_HTML_CACHE_TTL=300:
// the path of a page served from the HTML cache instead), in `npm --prefix tools run bench`'s
// setting: the site in remote-origin mode against the embedded origin. Prints the self time by
// owner (framework, runtime, the site's own code) and the functions with the most, and writes the
// .cpuprofile (open it in Chromium's DevTools) next to the build.

const path = process.argv[2] ?? "/brand/Mahindra";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const INSPECTOR = 9239;

ensureDevVars();
const state = mkdtempSync(join(tmpdir(), "profile-"));
await migrateAndSeed(["--persist-to", state]);
// The site keeps its own tables, as in the bench (else every render pays a failed read).
await migrateSite(["--persist-to", join(state, "site")]);
const origin = await serveBuild({ config: "build/server/wrangler.json", port: 8917, persistTo: state, vars: ORIGIN_VARS });
const site = await serveBuild({
  config: "build/server/wrangler.json",
  port: 8916,
  persistTo: join(state, "site"),
  vars: { HTML_CACHE_TTL: process.env.PROFILE_HTML_CACHE_TTL ?? "0", ORIGIN_URL: origin.url },
  inspectorPort: INSPECTOR,
});
try {
  let html = "";
  for (let i = 0; i < 20; i++) html = await (await fetch(`${site.url}${path}`)).text();
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
  writeFileSync("build/profile-page.html", html);
  console.log(`${path}: ${html.length} characters of HTML, ${inline} of them in inline scripts (route data, JSON-LD)`);
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR}/json`)).json();
  // workerd lists one target per worker; Miniflare names the site's own "core:user:{name}"
  const target = targets.find((t) => /core:user:/.test(t.title)) ?? targets[0];
  const profile = await profiled(target.webSocketDebuggerUrl, () => load(`${site.url}${path}`, { connections: 16, seconds: SECONDS }));
  writeFileSync("build/render.cpuprofile", JSON.stringify(profile.profile));
  console.log(`${path}: ${Math.round(profile.result.rps)} req/s while profiled (target ${target.title ?? target.id})`);
  console.table(selfTimeByOwner(profile.profile, readFileSync("build/server/index.js", "utf8")));
  console.table(selfTimes(profile.profile).slice(0, 40));
} finally {
  await site.stop();
  await origin.stop();
  rmSync(state, { recursive: true, force: true });
}

async function profiled(wsUrl, work) {
  const ws = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    pending.get(message.id)?.(message.result);
  };
  const send = (method, params = {}) => new Promise((resolve) => {
    pending.set(++id, resolve);
    ws.send(JSON.stringify({ id, method, params }));
  });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  const result = await work();
  const { profile } = await send("Profiler.stop");
  ws.close();
  return { profile, result };
}

/** Self time per function (name, file:line), in percent of all samples. */
function selfTimes(profile) {
  const counts = new Map();
  for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const total = profile.samples.length;
  const byFn = new Map();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").slice(-1)[0]}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + (counts.get(node.id) ?? 0));
  }
  return [...byFn].sort((a, b) => b[1] - a[1]).map(([fn, n]) => ({ fn: fn.slice(0, 90), pct: +((100 * n) / total).toFixed(1) }));
}
