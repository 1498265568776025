import { createServer, request } from "node:http";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

// A stand-in for the edge in front of the local server: Cloudflare compresses text responses
// (brotli, else gzip) on their way to the visitor; `wrangler dev` and Miniflare do not. Lighthouse
// then downloads what a phone would. Each chunk is flushed, so streamed HTML still streams.

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Listens on `port` and forwards to `target` (http://host:port); resolves to { url, close }. */
export function startEdgeProxy(port, target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (up) => {
        const headers = { ...up.headers };
        const accepts = String(req.headers["accept-encoding"] ?? "");
        const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : null;
        if (!encoding || headers["content-encoding"] || !COMPRESSIBLE.test(String(headers["content-type"] ?? "")) || req.method === "HEAD") {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        res.writeHead(up.statusCode ?? 502, headers);
        const compress = encoding === "br"
          ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH })
          : createGzip({ flush: constants.Z_SYNC_FLUSH });
        up.pipe(compress).pipe(res);
      },
    );
    forward.on("error", () => res.headersSent ? res.destroy() : res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(Number(port), "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }));
  });
}
