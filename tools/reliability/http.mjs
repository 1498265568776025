import { request } from "node:http";

// Small HTTP helpers of the reliability suite (loopback only).

/**
 * One request as raw HTTP/1.1, headers as given: fetch refuses or rewrites malformed ones
 * (Content-Length, Host), and the fuzz must deliver them. Resolves with the status; rejects when
 * the client library will not send it or the server closes the connection without an answer.
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders }>}
 */
export function sendRaw(base, { method, path, headers = {}, body }) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // A connection of its own: a body longer than its declared length must not become the next request.
    const req = request({ host: hostname, port, method, path, headers, timeout: 5_000, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

export async function pool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

/** A visitor's anti-forgery token, as a page hands it out. */
export async function tokenOf(base) {
  const res = await fetch(`${base}/About-Us`);
  await res.arrayBuffer();
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("no anti-forgery cookie");
  return token;
}

export function postJson(base, path, body, token, extra = {}) {
  const headers = { "Content-Type": "application/json", Origin: base, "Sec-Fetch-Site": "same-origin", ...extra };
  if (token) Object.assign(headers, { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token });
  return fetch(`${base}${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}
