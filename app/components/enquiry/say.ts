import { ENQUIRY_MESSAGES } from "#app/domain/enquiry-messages";
import type { Messages } from "#app/i18n/types";

// The domain and the BFF write enquiry messages in English (one table, app/domain/
// enquiry-messages.ts); the dialog and the page show them in the page's language. A message the
// table does not know (an origin's own answer) is shown as it came.

const KEY_OF = new Map<string, string>(Object.entries(ENQUIRY_MESSAGES).map(([key, text]) => [text, key]));

export function say(t: Messages["enquiry"], message: string): string {
  const key = KEY_OF.get(message);
  return (key && t.answers[key]) || message;
}
