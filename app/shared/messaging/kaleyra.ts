import { MessagingError, type SmsMessage, type SmsProvider } from "./types";

// The SMS adapter: Kaleyra's SMS API (kaleyra.io, "Send OTP SMS"), as documented at
// developers.kaleyra.io/docs/sms-api-send-otp-sms: POST {pod}/v1/{SID}/sms, the API key in the
// `api-key` header, a form body with `to`, `type`, `sender`, `body` and, for India, the DLT
// `template_id`. The whole text travels with its DLT template id and the sender id (the DLT
// header), so every message of the site is one text the site owns and one registered template.

export type KaleyraConfig = {
  /** The account's pod, e.g. https://api.in.kaleyra.io (India). */
  baseUrl: string;
  /** The account SID. */
  sid: string;
  apiKey: string;
  /** The DLT-registered sender id (header), e.g. EVCATL. */
  sender: string;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** An OTP leaves on Kaleyra's OTP route; a dealer's lead on the transactional one. */
const ROUTE_TYPE = { otp: "OTP", lead: "TXN", notice: "TXN" } as const satisfies Record<SmsMessage["kind"], string>;
export const KALEYRA_TIMEOUT_MS = 8000;

/** The request the adapter sends for a message (a function of its own, so a test can read it). */
export function kaleyraRequest(config: KaleyraConfig, msg: SmsMessage): { url: string; init: RequestInit } {
  const form = new URLSearchParams({
    to: msg.to,
    type: ROUTE_TYPE[msg.kind],
    sender: config.sender,
    body: msg.text,
    template_id: msg.templateId,
  });
  // A text beyond ASCII (Hindi) goes as Unicode, or the service would garble it ("Send SMS with Unicode")
  if (/[^\x00-\x7f]/.test(msg.text)) form.set("unicode", "1");
  return {
    url: `${config.baseUrl.replace(/\/+$/, "")}/v1/${encodeURIComponent(config.sid)}/sms`,
    init: {
      method: "POST",
      headers: { "api-key": config.apiKey, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: form.toString(),
    },
  };
}

export function kaleyraSms(config: KaleyraConfig, fetcher: Fetch = (input, init) => fetch(input, init)): SmsProvider {
  return {
    async send(msg) {
      const { url, init } = kaleyraRequest(config, msg);
      let res: Response;
      try {
        res = await fetcher(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(KALEYRA_TIMEOUT_MS) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new MessagingError("kaleyra", timedOut ? `no answer within ${KALEYRA_TIMEOUT_MS / 1000} s` : `unreachable: ${String(error)}`, true);
      }
      const answer = (await res.json().catch(() => null)) as KaleyraAnswer | null;
      if (!res.ok) {
        // A busy or failing service may take the same message later; any other refusal is final.
        const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
        throw new MessagingError("kaleyra", `HTTP ${res.status}: ${refusalText(answer)}`, retryable, res.status);
      }
      return { id: String(answer?.id ?? answer?.data?.[0]?.message_id ?? "") };
    },
  };
}

type KaleyraAnswer = {
  id?: string;
  data?: { message_id?: string }[];
  message?: string;
  error?: Record<string, unknown> | string;
};

/** What the service said about a refusal, short enough for a log line; never the key. */
function refusalText(answer: KaleyraAnswer | null): string {
  if (!answer) return "no JSON answer";
  const error = typeof answer.error === "string" ? answer.error : answer.error ? JSON.stringify(answer.error) : "";
  return [answer.message, error].filter(Boolean).join(" ").slice(0, 200) || "refused";
}
