import { fuzzCases } from "../../tests/corpus/fuzz-cases.mjs";
import { WORKER_ANSWER_HEADER, malformedFraming, owedAnAnswer } from "../../tests/corpus/framing.mjs";
import { pool, sendRaw, tokenOf } from "./http.mjs";

// ≥ 20,000 generated requests against every route pattern and every /api call, with malformed
// request headers in about half of them, conditional headers on addresses that exist and other
// spellings of their paths (fuzz-cases.mjs): 0 answers 5xx from the Worker. A 5xx to broken framing
// (see framing.mjs) that the Worker never saw is the local runtime's; it is counted apart. A
// well-framed request left without an answer is a hang and fails the run.

export async function fuzz(base, calls, count) {
  const token = await tokenOf(base);
  const statuses = {};
  const failures = [];
  const headersVaried = new Set();
  let refused = 0;
  const framingRefused = {};
  let withHeaders = 0;
  await pool(fuzzCases({ count, seed: 20261122, calls }), 32, async (c) => {
    const headers = { "Content-Type": "application/json" };
    if (c.withToken) Object.assign(headers, { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: base });
    if (c.headers) {
      withHeaders++;
      for (const name of Object.keys(c.headers)) headersVaried.add(name);
      Object.assign(headers, c.headers);
    }
    // A body without a Content-Length of its own goes as sent by the case, or with the true one.
    const body = c.body === undefined ? undefined : Buffer.from(c.body);
    if (body && !("Content-Length" in headers)) headers["Content-Length"] = String(body.length);
    try {
      const { status, headers: answer } = await sendRaw(base, { method: c.method, path: c.path, headers, body });
      statuses[status] = (statuses[status] ?? 0) + 1;
      const framing = status >= 500 && !(WORKER_ANSWER_HEADER in answer) ? malformedFraming(headers) : null;
      if (framing) framingRefused[framing] = (framingRefused[framing] ?? 0) + 1;
      else if (status >= 500) failures.push(`${c.method} ${c.path.slice(0, 160)} ${JSON.stringify(c.headers ?? {}).slice(0, 200)} → ${status}`);
    } catch (error) {
      // A request the server owed an answer that got none within the time is a hang, not a refusal.
      if (String(error?.message) === "timeout" && owedAnAnswer(headers, body?.length ?? 0)) {
        failures.push(`${c.method} ${c.path.slice(0, 160)} ${JSON.stringify(c.headers ?? {}).slice(0, 200)} → no answer in 5 s`);
      } else refused++; // a request the client library will not send, or one the server's HTTP parser refused outright
    }
  });
  return { count, statuses, failures, refused, framingRefused, withHeaders, headersVaried: [...headersVaried].sort() };
}
