import { env } from "cloudflare:workers";
import { contract, isCallName } from "#app/shared/contract";
import { originGet, originPost } from "#worker/origin";

// The stub remote origin: when ORIGIN_URL points at it, the Worker's outbound fetches to it are
// answered in this isolate from the embedded origin's functions on the same D1 — the same
// contract over HTTP — with switches for faults. Counting its calls shows what reached the origin.

export const STUB_ORIGIN = "http://origin.stub";

export const stubOrigin = {
  down: false,
  /** Every POST is answered with this status (a busy or failing origin), when set. */
  postStatus: 0,
  /** The origin's host cannot be reached at all. */
  unreachable: false,
  delayMs: 0,
  /** Extra delay of single calls, by call name. */
  delays: {} as Record<string, number>,
  calls: [] as string[],
  reset() {
    this.down = false;
    this.postStatus = 0;
    this.unreachable = false;
    this.delayMs = 0;
    this.delays = {};
    this.calls = [];
  },
};

const realFetch = globalThis.fetch;

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== STUB_ORIGIN) return realFetch(input, init);
  stubOrigin.calls.push(`${request.method} ${url.pathname}${url.search}`);
  if (stubOrigin.unreachable) throw new TypeError("Network connection lost.");
  const name = url.pathname.replace(/^\/api\//, "");
  const ms = stubOrigin.delays[name] ?? stubOrigin.delayMs;
  if (ms) await delay(ms, init?.signal ?? undefined);
  if (stubOrigin.down) return new Response("origin down", { status: 503 });
  if (request.method === "POST" && stubOrigin.postStatus) {
    return new Response(`origin answered ${stubOrigin.postStatus}`, { status: stubOrigin.postStatus });
  }
  if (!isCallName(name)) return new Response("unknown", { status: 404 });
  const row = contract[name];
  if (row.method === "GET") {
    const query = row.query.parse(Object.fromEntries(url.searchParams));
    const get = originGet[name as keyof typeof originGet] as (db: D1Database, q: unknown) => Promise<unknown[]>;
    return Response.json(await get(env.DB, query));
  }
  const body = row.body.parse(await request.json());
  const post = originPost[name as keyof typeof originPost] as (db: D1Database, b: unknown, now: number) => Promise<{ status: number; text?: string; json?: unknown }>;
  // The time the Worker received it, as a remote origin is told (X-Received-At).
  const receivedAt = Date.parse(request.headers.get("X-Received-At") ?? "") || Date.now();
  const reply = await post(env.DB, body, receivedAt);
  return reply.json !== undefined
    ? Response.json(reply.json, { status: reply.status })
    : new Response(reply.text ?? "", { status: reply.status });
};

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
