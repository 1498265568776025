import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { XSS_HTML } from "../corpus/xss-payloads.mjs";
import { fetchWorker } from "./helpers";

// The quick part of the XSS suite: known payloads stored in the catalogue's HTML fields reach the
// page without anything that could run (the Chromium run is `npm --prefix tools run reliability`).

async function store(sql: string) {
  await env.DB.prepare(sql).bind(XSS_HTML).run();
}

function dangerous(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const found: string[] = [];
  for (const m of main.matchAll(/<(script|iframe|object|embed|base)\b[^>]*>/gi)) {
    if (!/type="application\/ld\+json"/.test(m[0])) found.push(m[0]);
  }
  for (const m of main.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi)) found.push(m[0]);
  for (const m of main.matchAll(/(href|src|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/gi)) found.push(m[0]);
  return found;
}

test("payloads stored in aboutProduct, offer, blog html and a dealer's profile render inert", async () => {
  await store("UPDATE product SET aboutProduct = ?1 WHERE brandName = 'Mahindra' AND name = 'Treo'");
  await store("UPDATE price SET offer = ?1 WHERE brandName = 'Mahindra' AND name = 'Treo' AND cityName = 'Noida'");
  await store("UPDATE blog SET html = ?1, other = ?1 WHERE url = 'how-to-choose-an-e-rickshaw'");
  await store("UPDATE trader SET about = ?1 WHERE tName = 'Shree-Ganesh-E-Motors'");
  for (const path of ["/brand/Mahindra/Treo", "/brand/Mahindra/Treo/Price-In-Noida", "/blog/how-to-choose-an-e-rickshaw", "/dealer/Shree-Ganesh-E-Motors/About"]) {
    const res = await fetchWorker(path);
    expect(res.status).toBe(200);
    expect(dangerous(await res.text())).toEqual([]);
  }
});
