// A trader's webhook receiver, as docs/operators.md ("Webhooks") tells a dealer to write one: it
// verifies the signature (HMAC-SHA256 of "{timestamp}.{body}" under the shared secret, timestamp
// within five minutes), takes each lead in once by its Idempotency-Key, and can be told to fail a
// lead's first attempts. Written with Fetch API types only, so the worker tests (through a fetch
// hook) and the browser-layer test (behind a real local HTTP server) share this one receiver.

export type Attempt = { leadId: string; idempotencyKey: string; status: number; verified: boolean };

const encoder = new TextEncoder();
const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

async function expectedSignature(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return `sha256=${toHex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`)))}`;
}

export function webhookReceiver({ secret, failFirst = 0 }: { secret: string; failFirst?: number }) {
  const attempts: Attempt[] = [];
  /** Leads taken in, by Idempotency-Key, and how many 2xx answers each got. */
  const accepted = new Map<string, { lead: Record<string, unknown>; successes: number }>();
  const state = { failFirst };

  async function handle(request: Request): Promise<Response> {
    const body = await request.text();
    const timestamp = request.headers.get("X-Lead-Timestamp") ?? "";
    const signature = request.headers.get("X-Lead-Signature") ?? "";
    const idempotencyKey = request.headers.get("Idempotency-Key") ?? "";
    const leadId = request.headers.get("X-Lead-Id") ?? "";
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
    const verified = fresh && signature === (await expectedSignature(secret, timestamp, body));
    const earlier = attempts.filter((a) => a.leadId === leadId).length;
    const status = !verified ? 401 : earlier < state.failFirst ? 503 : 200;
    attempts.push({ leadId, idempotencyKey, status, verified });
    if (status === 200) {
      const seen = accepted.get(idempotencyKey);
      if (seen) seen.successes++;
      else accepted.set(idempotencyKey, { lead: JSON.parse(body) as Record<string, unknown>, successes: 1 });
    }
    return new Response(status === 200 ? "taken" : "not now", { status });
  }

  return { handle, attempts, accepted, state };
}
