import { mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

// Serves a built Worker the most production-like way available locally: one workerd process
// started through Miniflare's API on the build output, with its own persisted state.

/**
 * `rateLimit` replaces every rate limiter's limit (the reliability suite sends thousands of
 * enquiries from one address on purpose).
 * `inspectorPort` opens the DevTools protocol (CPU profiles of the render path).
 * `quiet` drops the Worker's console output (the audit's floor logs a 404 for every favicon request).
 * @param {{ config: string, port: number, persistTo: string, vars?: Record<string, string>, rateLimit?: number, inspectorPort?: number, quiet?: boolean }} options
 */
/** The vars of a build serving as another site's origin: its own /api and HTML caches off, so
 * each call the site makes reaches the embedded catalogue on D1. */
export const ORIGIN_VARS = { CACHE_FRESH_TTL: "0", HTML_CACHE_TTL: "0" };

export async function serveBuild({ config, port, persistTo, vars = {}, rateLimit, inspectorPort, quiet = false }) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  mkdirSync(persistTo, { recursive: true });
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...withoutKeys(workerOptions, ["modulesRules", "rootPath", "connectHandlers"]),
      name: workerOptions.name ?? "worker",
      modulesRoot: dirname(main),
      modules: moduleFiles(dirname(main)),
      bindings: { ...workerOptions.bindings, ...vars },
      ...(rateLimit ? { ratelimits: relaxed(workerOptions.ratelimits ?? {}, rateLimit) } : {}),
      host: "127.0.0.1",
      port,
      ...(inspectorPort ? { inspectorPort } : {}),
      ...(quiet ? { handleStructuredLogs: () => {} } : {}),
      resourcePersistencePath: join(persistTo, "v3"),
    }),
  );
  const url = await mf.ready;
  // mf: the server's own bindings (getD1Database…), for seeding it without a second process.
  return { url: url.href.replace(/\/$/, ""), stop: () => mf.dispose(), mf };
}

function withoutKeys(object, keys) {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !keys.includes(k)));
}

/** Every module of the build (the entry first), as workerd needs them listed: JavaScript and the image codecs' WebAssembly. */
function moduleFiles(root) {
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => /\.(m?js|wasm)$/.test(f))
    .sort((a, b) => (a === "index.js" ? -1 : b === "index.js" ? 1 : a.localeCompare(b)));
  return files.map((f) => ({ type: f.endsWith(".wasm") ? "CompiledWasm" : "ESModule", path: join(root, f) }));
}

function relaxed(ratelimits, limit) {
  return Object.fromEntries(
    Object.entries(ratelimits).map(([name, rl]) => [name, { ...rl, simple: { ...rl.simple, limit } }]),
  );
}
