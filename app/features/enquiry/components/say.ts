import type { Messages } from "#app/shared/i18n/types";

// What a visitor is told about an enquiry travels as a key of the enquiry answers (the rules', the
// BFF's and the embedded origin's messages: app/shared/rules/enquiry-messages.ts) and is worded in the
// page's language here. An outside origin's answer without a key is shown as it came.

/** A message key of the enquiry answers, or an outside origin's own words. */
export type Said = string;

/** An answer's key where it carries one, else its words as they came. */
export function saidOf(answer: { message: string; messageKey?: unknown }): Said {
  return typeof answer.messageKey === "string" && answer.messageKey ? answer.messageKey : answer.message;
}

export function say(t: Messages["enquiry"], said: Said): string {
  return Object.hasOwn(t.answers, said) ? t.answers[said as keyof typeof t.answers] : said;
}
