// The messages this Worker sends to people, behind one small interface per channel, so the code
// that sends a code or notifies a dealer never knows which service carries it
// (docs/decisions/109-verified-numbers.md). One adapter per service over its documented HTTP API,
// and a local one that keeps what would have been sent (the console's /admin/outbox).

/** What a message is for: a visitor's one-time code, a lead for a dealer, or a notice to a buyer about its enquiry. */
export type MessageKind = "otp" | "lead" | "notice";

export type SmsMessage = {
  /** The mobile in international form: "+91" and the 10 digits. */
  to: string;
  /** The whole text, exactly as its template is registered on DLT with the variables filled in. */
  text: string;
  /** The DLT content template id the text was registered under. */
  templateId: string;
  kind: MessageKind;
  /** The text's language ("en", "hi"); English when not said. */
  language?: string;
};

export interface SmsProvider {
  send(msg: SmsMessage): Promise<{ id: string }>;
}

export type WhatsAppTemplateMessage = {
  /** The mobile in international form: "+91" and the 10 digits. */
  to: string;
  /** The approved template's name. */
  template: string;
  /** The template's language code, e.g. "en" or "hi". */
  language: string;
  /** The body's variables {{1}}, {{2}}… in order. */
  params: string[];
};

export interface WhatsAppProvider {
  sendTemplate(msg: WhatsAppTemplateMessage): Promise<{ id: string }>;
}

/**
 * A service refused or failed a message. `retryable`: the same message may succeed later (a
 * timeout, a 5xx, a 429); otherwise it will not (bad credentials, an unregistered template).
 */
export class MessagingError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = "MessagingError";
  }
}

/** The configuration names a service but lacks what it needs: a deployment's mistake. */
export class MessagingConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MessagingConfigError";
  }
}
