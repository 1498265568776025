import { MessagingError, type WhatsAppProvider, type WhatsAppTemplateMessage } from "./types";

// The WhatsApp adapter: the WhatsApp Business Platform's Cloud API, as Meta documents it
// (developers.facebook.com/docs/whatsapp/cloud-api, "Send message templates"): POST
// https://graph.facebook.com/{version}/{phone-number-id}/messages with a bearer access token and a
// JSON template message. A business may start a conversation only with an approved template, so
// this is the only kind of message the adapter sends.

export type WhatsAppCloudConfig = {
  /** The Graph API version, e.g. v21.0. */
  version: string;
  /** The business phone number's id (not the number itself). */
  phoneNumberId: string;
  accessToken: string;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export const WHATSAPP_TIMEOUT_MS = 8000;
const GRAPH = "https://graph.facebook.com";

export function whatsAppRequest(config: WhatsAppCloudConfig, msg: WhatsAppTemplateMessage): { url: string; init: RequestInit } {
  const body = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    // The number with its country code, without "+".
    to: msg.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: msg.template,
      language: { code: msg.language },
      ...(msg.params.length ? { components: [{ type: "body", parameters: msg.params.map((text) => ({ type: "text", text })) }] } : {}),
    },
  };
  return {
    url: `${GRAPH}/${encodeURIComponent(config.version)}/${encodeURIComponent(config.phoneNumberId)}/messages`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${config.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
  };
}

export function whatsAppCloud(config: WhatsAppCloudConfig, fetcher: Fetch = (input, init) => fetch(input, init)): WhatsAppProvider {
  return {
    async sendTemplate(msg) {
      const { url, init } = whatsAppRequest(config, msg);
      let res: Response;
      try {
        res = await fetcher(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new MessagingError("whatsapp", timedOut ? `no answer within ${WHATSAPP_TIMEOUT_MS / 1000} s` : `unreachable: ${String(error)}`, true);
      }
      const answer = (await res.json().catch(() => null)) as GraphAnswer | null;
      if (!res.ok) {
        const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
        const error = answer?.error;
        const text = error ? `${error.code ?? ""} ${error.message ?? ""}`.trim() : "no JSON answer";
        throw new MessagingError("whatsapp", `HTTP ${res.status}: ${text.slice(0, 200)}`, retryable, res.status);
      }
      const id = answer?.messages?.[0]?.id;
      if (!id) throw new MessagingError("whatsapp", "the answer named no message id", false, res.status);
      return { id };
    },
  };
}

type GraphAnswer = {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; type?: string };
};
