import { request } from "node:http";
import { pool } from "./http.mjs";
import { leadAreaCorpus, pathCorpus, returnCorpus } from "../../tests/corpus/path-corpus.mjs";

// The path corpus (./path-corpus.mjs) against the live server, signed out, over raw HTTP so that
// every spelling (a backslash, "//", "/./", "%2e%2e") reaches the Worker exactly as written.
// Refused means: 401 from the gate, 400 or 404 for a path with no single meaning or nothing there,
// 405 for a public page that takes no form, or a redirect to the sign-in page (a data request's
// redirect travels in its body); and never an operator's JSON answer.

function send(base, method, path) {
  const { hostname, port } = new URL(base);
  const body = method === "POST" ? '{"all":true}' : undefined;
  const headers = body ? { "Content-Type": "application/json", "Content-Length": String(body.length) } : {};
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers, agent: false, timeout: 5_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text.length < 65536 ? (text += chunk) : undefined));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? "", body: text }));
    });
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

function refused({ status, location, body }) {
  if (/^[[{]/.test(body) && /"mobile"|"purged"|"memo"/.test(body)) return false;
  if ([400, 401, 404, 405].includes(status)) return true;
  if (status === 302 || status === 303) return /^\/admin(\?|$)/.test(location);
  return status === 202 && body.includes('"/admin?next=');
}

export async function adminPathCorpus(base) {
  const corpus = pathCorpus();
  const statuses = {};
  const leaks = [];
  const cases = corpus.flatMap(({ path }) => ["GET", "POST"].map((method) => ({ method, path })));
  await pool(cases, 16, async ({ method, path }) => {
    const answer = await send(base, method, path);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (!refused(answer)) leaks.push(`${method} ${path} → ${answer.status}`);
  });
  return { spellings: corpus.length, requests: cases.length, statuses, leaks };
}

/**
 * Return addresses (./path-corpus.mjs returnCorpus) against the live server: no Location off the
 * site, and no link, form or field made from the value that a browser reads as another site.
 */
export async function returnPathCorpus(base) {
  const corpus = returnCorpus();
  const statuses = {};
  const leaks = [];
  const origin = new URL(base).origin;
  await pool(corpus, 16, async ({ path, value }) => {
    const answer = await send(base, "GET", path);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const location = answer.location ? URL.parse(answer.location, base) : null;
    const leaves = (url) => url === null || url.origin !== origin || /^\/[/\\]/.test(url.pathname);
    const made = [...answer.body.matchAll(/\s(?:href|action|src|value)="([^"]*)"/g)]
      .map((m) => m[1].replaceAll("&amp;", "&"))
      .filter((v) => /evil\.example|javascript:/i.test(v) && /^\s*(?:[/\\]|[a-z][a-z0-9+.-]*:)/i.test(v));
    if (answer.status >= 500 || (location && leaves(location)) || made.some((v) => leaves(URL.parse(v, base)))) leaks.push(`${path} (${JSON.stringify(value)}) → ${answer.status} ${answer.location}`);
  });
  return { requests: corpus.length, statuses, leaks };
}

/** Every spelling of the traders' addresses (./path-corpus.mjs leadAreaCorpus): private, no-store and noindex, or refused as no page. */
export async function leadAreaSpellings(base) {
  const corpus = leadAreaCorpus();
  const statuses = {};
  const leaks = [];
  await pool(corpus, 16, async ({ path }) => {
    const { hostname, port } = new URL(base);
    const answer = await new Promise((resolve, reject) => {
      const req = request({ host: hostname, port, method: "GET", path, agent: false, timeout: 5_000 }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text.length < 65536 ? (text += chunk) : undefined));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.end();
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const isPrivate = answer.headers["cache-control"] === "private, no-store" && answer.headers["x-robots-tag"] === "noindex, nofollow";
    const refusedAsNothing = [400, 404].includes(answer.status) && !/Leads for|Received \(IST\)|"leads":/.test(answer.body);
    if (answer.status >= 500 || !(isPrivate || refusedAsNothing)) leaks.push(`${path} → ${answer.status}`);
  });
  return { spellings: corpus.length, statuses, leaks };
}
