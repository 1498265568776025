import type { OriginGetCallName, OriginPostCallName } from "#app/shared/contract";
import { originGet, originPost } from "../origin";
import type { OriginReply } from "../origin/types";
import { ApiFailure } from "#app/shared/server/errors";

// The origin behind the BFF: the operator's backend over HTTP when ORIGIN_URL is set, otherwise
// the embedded D1 origin called in-process. Both speak the same /api contract.

export type Origin = {
  mode: "embedded" | "remote";
  get(name: OriginGetCallName, query: Record<string, unknown>): Promise<unknown[]>;
  /** `receivedAt`: when this Worker received the POST; a queued one is stored with that time. */
  post(name: OriginPostCallName, body: unknown, headers?: HeadersInit, receivedAt?: number): Promise<OriginReply>;
};

/** When the Worker received a POST, passed on to a remote origin (ISO 8601). */
export const RECEIVED_AT_HEADER = "X-Received-At";

export function originFor(env: Env): Origin {
  return env.ORIGIN_URL ? remoteOrigin(env) : embeddedOrigin(env.DB);
}

function embeddedOrigin(db: D1Database): Origin {
  // Inputs were validated against the contract, so the casts only restore their types.
  const getters = originGet as unknown as Record<OriginGetCallName, (db: D1Database, q: unknown) => Promise<unknown[]>>;
  const writers = originPost as unknown as Record<OriginPostCallName, (db: D1Database, b: unknown, now: number) => Promise<OriginReply>>;
  return {
    mode: "embedded",
    get: (name, query) => getters[name](db, query).catch(databaseFailure),
    post: (name, body, _headers, receivedAt) => writers[name](db, body, receivedAt ?? Date.now()).catch(databaseFailure),
  };
}

/** A D1 failure is the origin failing: a 502 (or a stale copy, or the queue), never a 500. */
function databaseFailure(error: unknown): never {
  console.warn("embedded origin failed", String(error));
  throw new ApiFailure(502, "origin_error", "The catalogue database did not answer");
}

function remoteOrigin(env: Env): Origin {
  const base = env.ORIGIN_URL.replace(/\/+$/, "");
  const timeoutMs = Number(env.ORIGIN_TIMEOUT_MS) || 4000;
  return {
    mode: "remote",
    async get(name, query) {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
      );
      const res = await fetchWithRetry(`${base}/api/${name}?${qs}`, { method: "GET" }, timeoutMs);
      if (res.status === 404) return [];
      if (!res.ok) throw new ApiFailure(502, "origin_error", `Origin answered ${res.status}`);
      const body: unknown = await res.json().catch(() => null);
      if (!Array.isArray(body)) throw new ApiFailure(502, "origin_error", "Origin answered no list");
      return body;
    },
    async post(name, body, headers, receivedAt) {
      const sent = new Headers(headers);
      sent.set("Content-Type", "application/json");
      if (receivedAt !== undefined) sent.set(RECEIVED_AT_HEADER, new Date(receivedAt).toISOString());
      const res = await fetchWithRetry(`${base}/api/${name}`, { method: "POST", headers: sent, body: JSON.stringify(body) }, timeoutMs);
      // Not a refusal of this POST: the origin is failing, busy (429) or gave up waiting (408).
      // The caller queues it; only another 4xx is the origin's final answer.
      if (res.status >= 500 || res.status === 408 || res.status === 429) {
        await res.body?.cancel();
        throw new ApiFailure(502, "origin_error", `Origin answered ${res.status}`);
      }
      const type = res.headers.get("Content-Type") ?? "";
      return type.includes("json")
        ? { status: res.status, json: await res.json() }
        : { status: res.status, text: await res.text() };
    },
  };
}

/** One retry after a network error, a timeout or a 5xx; then the failure is the caller's. */
async function fetchWithRetry(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let last: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status < 500 || attempt === 1) return res;
      last = new ApiFailure(502, "origin_error", `Origin answered ${res.status}`);
    } catch (error) {
      last = error;
    }
  }
  if (last instanceof ApiFailure) throw last;
  const timedOut = last instanceof Error && (last.name === "TimeoutError" || last.name === "AbortError");
  throw timedOut
    ? new ApiFailure(504, "origin_timeout", "The catalogue origin did not answer in time")
    : new ApiFailure(502, "origin_unreachable", "The catalogue origin could not be reached");
}
