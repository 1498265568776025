import { createServer, request } from "node:http";

// The local stub origin of the benchmark and reliability suites: a proxy in front of a real
// origin (the embedded one, served by workerd) that logs every call, can be switched down or slow,
// and counts the enquiries it accepted by id — what "delivered exactly once" is measured against.

export async function startStubOrigin({ port, target }) {
  const log = [];
  const delivered = new Map();
  const faults = { down: false, delayMs: 0 };
  const server = createServer(async (req, res) => {
    const entry = { method: req.method, path: req.url, start: performance.now(), end: 0 };
    log.push(entry);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    if (faults.delayMs) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (faults.down) {
      entry.end = performance.now();
      res.writeHead(503, { "Content-Type": "text/plain" }).end("origin down");
      return;
    }
    // The stub validates the passed-on anti-forgery header the way the embedded origin does: as
    // the visitor's cookie (both sides share the signing key in these suites).
    const headers = { ...req.headers };
    if (headers["x-xsrf-token"] && !headers.cookie) headers.cookie = `XSRF-TOKEN=${headers["x-xsrf-token"]}`;
    const upstream = request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on("end", () => {
        entry.end = performance.now();
        if (req.method === "POST" && req.url === "/api/addQuery" && (answer.statusCode ?? 500) < 300) {
          const id = JSON.parse(body.toString() || "{}").id;
          delivered.set(id, (delivered.get(id) ?? 0) + 1);
        }
      });
    });
    upstream.on("error", () => {
      entry.end = performance.now();
      if (!res.headersSent) res.writeHead(502).end();
    });
    upstream.end(body);
  });
  server.keepAliveTimeout = 1000;
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    delivered,
    /** The calls logged since the last take. */
    take: () => log.splice(0, log.length),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Depth of sequential waves: a call is one wave deeper than the deepest call that ended before it began. */
export function waveDepth(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const waves = sorted.map(() => 0);
  sorted.forEach((call, i) => {
    const before = sorted.map((c, j) => (j < i && c.end <= call.start ? waves[j] : 0));
    waves[i] = 1 + Math.max(0, ...before);
  });
  return Math.max(0, ...waves);
}
