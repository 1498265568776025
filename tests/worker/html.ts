// Reading server-rendered HTML in tests: the texts of its h1 elements, and the error screen.

/** Spec §2 "Static pages and error": the text of the error page. */
export const NOT_FOUND_TEXT = "You entered a wrong url.";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** Text content of an HTML fragment: tags dropped, the usual entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e.toLowerCase()] ?? m)
    .replace(/\s+/g, " ")
    .trim();
}

export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) => textOf(m[1] ?? ""));
}
