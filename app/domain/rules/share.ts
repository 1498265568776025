// The model-in-city screen's "Share on WhatsApp" link: the page's title, its price line and its
// address as one message (wa.me opens WhatsApp, or its web page, with the text filled in).

export function whatsappShareHref(title: string, priceLine: string, url: string): string {
  const text = [title, priceLine].filter((s) => s.trim()).join(" - ");
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
