import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { cpuMs, workerdPids } from "./bench/processes.mjs";
import { table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, migrate, run } from "../scripts/lib.mjs";
import { ORIGIN_VARS, serveBuild } from "../scripts/serve-build.mjs";

// `npm --prefix tools run bench:scale-ops -- sitemaps|import <state folder at scale N>`: the
// operations that grow with the catalogue, measured on a copy of a generated catalogue
// (docs/decisions/138); the folder itself is never written. Seed one once (8 min at 100):
// PERSIST_TO=/tmp/scale-100 npm run db:seed -- --scale 100
// - sitemaps: the build serves the copy as the embedded origin with every cache off (each request
//   makes its file from D1), and the index and every file it lists are asked once each: URLs,
//   bytes, Hindi entries, validity, the server's wall and CPU time for that one file.
//   Writes "Sitemaps at scale" in docs/BENCHMARKS.md.
// - import: signs in to the console, uploads BENCH_IMPORT_ROWS (50,000) price rows of the copy,
//   each a rupee dearer, for the preview, applies it, and times the preview, the Apply and the
//   batches the import queue writes, until the job is done. Writes "Import at scale".

const [mode, folder] = process.argv.slice(2);
if (!["sitemaps", "import"].includes(mode) || !folder || !existsSync(folder)) {
  console.error("npm --prefix tools run bench:scale-ops -- sitemaps|import <state folder seeded with --scale N>");
  process.exit(2);
}
const PORT = Number(process.env.BENCH_SCALE_OPS_PORT ?? 8862);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const fixed = (n) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en-IN"));
const grouped = (n) => n.toLocaleString("en-IN");

ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") await run("react-router", ["build"]);
const temp = mkdtempSync(join(tmpdir(), "bench-scale-ops-"));
const copy = join(temp, "state");
console.log(`copying ${folder} to ${copy}`);
cpSync(folder, copy, { recursive: true });
await migrate(["--persist-to", copy]);

const before = new Set(workerdPids());
const server = await serveBuild({ config: "build/server/wrangler.json", port: PORT, persistTo: copy, vars: mode === "sitemaps" ? ORIGIN_VARS : {} });
const own = (pid) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1] === String(process.pid);
const pids = workerdPids().filter((p) => !before.has(p) && own(p));
const load = [loadavg()[0]];
const date = new Date().toISOString().slice(0, 10);

/** One request: its response text, wall time and the server's CPU time (ms, in 10 ms ticks). */
async function timed(path, init) {
  const cpu = cpuMs(pids);
  const t = performance.now();
  const response = await fetch(server.url + path, init);
  const text = await response.text();
  return { response, text, wall: performance.now() - t, cpu: cpuMs(pids) - cpu };
}

try {
  if (mode === "sitemaps") {
    const rows = [];
    const index = await timed("/sitemap.xml");
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    rows.push(["/sitemap.xml", `${files.length} files`, `${(Buffer.byteLength(index.text) / 1024).toFixed(1)} KB`, "", fixed(index.wall), fixed(index.cpu), index.response.status === 200 ? "yes" : `NO (${index.response.status})`]);
    let urls = 0;
    for (const file of files) {
      const { response, text, wall, cpu } = await timed(file);
      const count = (text.match(/<url>/g) ?? []).length;
      const links = (text.match(/<xhtml:link /g) ?? []).length;
      const hindi = (text.match(/<loc>[^<]*\/hi(?:\/|<)/g) ?? []).length;
      const bytes = Buffer.byteLength(text);
      const valid = response.status === 200 && count > 0 && count <= 50_000 && bytes <= 50 * 1024 * 1024 && links === count * 3 && hindi * 2 === count;
      urls += count;
      rows.push([file, grouped(count), `${(bytes / 1024 / 1024).toFixed(2)} MB`, `${grouped(hindi)} hi`, fixed(wall), fixed(cpu), valid ? "yes" : `NO (${response.status})`]);
      console.log(rows.at(-1).join(" | "));
    }
    load.push(loadavg()[0]);
    const markdown = [
      "## Sitemaps at scale (`npm --prefix tools run bench:scale-ops -- sitemaps`)",
      "",
      `Command: \`npm --prefix tools run bench:scale-ops -- sitemaps ${folder}\` (a copy of it, migrated), ${date}, on this 2-core machine shared with other sessions; load average (1 min) ${load.map((l) => l.toFixed(2)).join(" → ")}. The build serves the copy as the embedded origin with every cache off (\`ORIGIN_VARS\`), so each file is made from D1 for its request; the index and every file it lists are asked once, one after another. Valid: status 200, 1 to 50,000 \`<url>\` entries, at most 50 MB, every entry with its three alternates (en-IN, hi-IN, x-default), half of them the Hindi versions. Wall: the whole response (ms); CPU: the server's workerd process (ms, all threads, D1 included, in 10 ms ticks). ${grouped(urls)} URLs in ${files.length} files. Models, models in a town, a type's pages in a town, dealers in a town and the dealers' pages are slices of their tables (docs/decisions/138, 141): one query a file, and one for the index's counts of every sliced group.`,
      "",
      table(["file", "URLs", "size", "Hindi entries", "wall ms", "CPU ms", "valid"], rows),
    ].join("\n");
    writeSection("bench-sitemaps-at-scale", markdown);
    console.log(markdown);
  } else {
    const db = await server.mf.getD1Database("DB");
    const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
    // a browser's anti-forgery cookie, then the operator's session
    const first = await fetch(`${server.url}/admin`);
    await first.arrayBuffer();
    const xsrf = first.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="))?.split(";")[0].split("=")[1];
    const cookies = new Map([["XSRF-TOKEN", xsrf]]);
    const headers = () => ({ Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "), Origin: server.url, "Sec-Fetch-Site": "same-origin" });
    const post = async (path, body) => {
      const result = await timed(path, { method: "POST", body, headers: headers(), redirect: "manual" });
      for (const c of result.response.headers.getSetCookie()) {
        const [name, value] = c.split(";")[0].split("=");
        if (name !== "XSRF-TOKEN") cookies.set(name, value);
      }
      return result;
    };
    const signIn = await post("/admin?index", new URLSearchParams({ _xsrf: xsrf, token, next: "/admin/leads" }));
    if (signIn.response.status !== 303) throw new Error(`sign-in answered ${signIn.response.status}`);

    const { results } = await db.prepare("SELECT brandName, name, cityName, exShowroomPrice FROM price ORDER BY rowid LIMIT ?1").bind(ROWS).all();
    const csv = ["brandName,name,cityName,exShowroomPrice", ...results.map((r) => `${r.brandName},${r.name},${r.cityName},${r.exShowroomPrice + 1}`)].join("\n");
    const form = new FormData();
    form.set("_xsrf", xsrf);
    form.set("entity", "prices");
    form.set("intent", "check");
    form.set("file", new File([csv], "prices.csv", { type: "text/csv" }));
    const preview = await post("/admin/catalogue", form);
    const apply = /data-testid="import-apply"[\s\S]*?<\/form>/.exec(preview.text)?.[0] ?? "";
    const value = (name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(apply)?.[1] ?? "";
    if (preview.response.status !== 200 || !value("fingerprint")) throw new Error(`the preview answered ${preview.response.status}: ${preview.text.slice(0, 300)}`);
    const applied = await post("/admin/catalogue", new URLSearchParams({ _xsrf: xsrf, entity: "prices", upload: value("upload"), fingerprint: value("fingerprint"), intent: "apply" }));
    const job = /\/admin\/catalogue\/import\/([0-9a-f]{32})/.exec(applied.response.headers.get("Location") ?? "")?.[1];
    if (!job) throw new Error(`apply answered ${applied.response.status}`);
    const t = performance.now();
    const cpu = cpuMs(pids);
    let status;
    for (;;) {
      status = await db.prepare("SELECT state, rows_total, batches_total FROM import_job WHERE id = ?1").bind(job).first();
      if (status.state !== "running") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const batches = { wall: performance.now() - t, cpu: cpuMs(pids) - cpu };
    const page = await timed(`/admin/catalogue/import/${job}`, { headers: headers() });
    const shown = /data-testid="import-job-rows"[^>]*>(.*?)<\/p>/.exec(page.text)?.[1]?.replace(/<[^>]+>/g, "");
    load.push(loadavg()[0]);
    const total = preview.wall + applied.wall + batches.wall;
    const rows = [
      ["preview (upload, plan, fingerprint)", fixed(preview.wall), fixed(preview.cpu)],
      ["Apply (plan again, fingerprint checked, job stored)", fixed(applied.wall), fixed(applied.cpu)],
      [`${status.batches_total} batches by the import queue`, fixed(batches.wall), fixed(batches.cpu)],
      ["total", fixed(total), fixed(preview.cpu + applied.cpu + batches.cpu)],
    ];
    const markdown = [
      "## Import at scale (`npm --prefix tools run bench:scale-ops -- import`)",
      "",
      `Command: \`npm --prefix tools run bench:scale-ops -- import ${folder}\` (a copy of it, migrated), ${date}, on this 2-core machine shared with other sessions; load average (1 min) ${load.map((l) => l.toFixed(2)).join(" → ")}. The console's import of ${grouped(ROWS)} price rows of the copy (brand, model, town, ex-showroom price a rupee dearer: ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB), through its pages as an operator's browser posts them: preview, Apply, then the import queue writing one batch a message until the job is done (docs/decisions/138). The job ended ${status.state}, ${grouped(status.rows_total)} rows; its page said "${shown}". Wall: ms; CPU: the server's workerd process (ms, all threads, D1 included).`,
      "",
      table(["step", "wall ms", "CPU ms"], rows),
    ].join("\n");
    writeSection("bench-import-at-scale", markdown);
    console.log(markdown);
  }
} finally {
  await server.stop().catch(() => {});
  rmSync(temp, { recursive: true, force: true });
}
