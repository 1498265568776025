import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

// First-load JavaScript of a page: every module its HTML preloads or imports, measured as the gzip
// and brotli bytes of the built files (local servers do not compress). The site's pages keep the
// router's preloads and imports inert until the first paint, in the same tags.

export function firstLoadScripts(html) {
  const files = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+)["']/g)) files.add(m[1]);
  return [...files].filter((f) => f.startsWith("/assets/") && f.endsWith(".js"));
}

export function jsWeight(html, clientDir) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files = firstLoadScripts(html);
  for (const file of files) {
    const bytes = readFileSync(join(clientDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { files: files.length, raw, gzip, brotli };
}
