import { createServer, request } from "node:http";

// A counting proxy in front of the origin: every call the site makes to its origin passes here,
// so a page view's origin calls and their sequential waves can be read off its log.

export async function startOriginProxy({ port, target }) {
  const log = [];
  const server = createServer((req, res) => {
    const entry = { path: req.url, start: performance.now(), end: 0 };
    log.push(entry);
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on("end", () => (entry.end = performance.now()));
    });
    upstream.on("error", () => {
      entry.end = performance.now();
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      return log.splice(0, log.length);
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Depth of sequential waves: a call is one wave deeper than the deepest call that ended before it began. */
export function waveDepth(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const waves = [];
  for (const call of sorted) {
    const before = sorted.filter((c, i) => waves[i] !== undefined && c.end <= call.start);
    waves.push(1 + Math.max(0, ...before.map((c) => waves[sorted.indexOf(c)])));
  }
  return Math.max(0, ...waves);
}
