import { nationalDigits } from "../../../shared/rules/phone";

// The model-in-city screen's "Share on WhatsApp" link: the page's title, its price line and its
// address as one message (wa.me opens WhatsApp, or its web page, with the text filled in).

export function whatsappShareHref(title: string, priceLine: string, url: string): string {
  const text = [title, priceLine].filter((s) => s.trim()).join(" - ");
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

/** A WhatsApp chat with an Indian mobile number, the text filled in; null when it is no number. */
export function whatsappChatHref(mobile: string, text: string): string | null {
  const digits = nationalDigits(mobile);
  return digits ? `https://wa.me/91${digits}?text=${encodeURIComponent(text)}` : null;
}
