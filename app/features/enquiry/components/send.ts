import type { Payloads } from "./payloads";
import { OFFLINE_MESSAGE, readAnswer, type SendResult } from "./answer";

// Submission order: the registration first, and whatever its outcome the enquiry; the
// city record too when a location was detected (its answer is never shown). The enquiry keeps
// its id across network retries, so a repeated delivery is stored once.

export type Post = (name: string, body: unknown) => Promise<{ status: number; text: string }>;

/** Delays before the enquiry is sent again after a network failure (not after an answer). */
export const RETRY_DELAYS_MS = [800, 2000];

export async function sendEnquiry(
  payloads: Payloads,
  post: Post,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<SendResult> {
  // A failed registration is ignored: the enquiry is what the visitor asked for.
  await post("addCustomer", payloads.customer).catch(() => undefined);
  if (payloads.city) {
    void post("addCity", payloads.city).catch((error: unknown) => console.warn("addCity failed", error));
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await post("addQuery", payloads.query);
      return readAnswer(answer.status, answer.text);
    } catch {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return { outcome: "failed", message: OFFLINE_MESSAGE, details: [] };
      await wait(delay);
    }
  }
}

const POST_TIMEOUT_MS = 15_000;

/** The site's own /api, with the anti-forgery header. */
export function apiPost(headers: () => Record<string, string>): Post {
  return async (name, body) => {
    const res = await fetch(`/api/${name}`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify(body),
      credentials: "same-origin",
      // A stalled request counts as a network failure, so the enquiry is retried (same id).
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    return { status: res.status, text: await res.text() };
  };
}
