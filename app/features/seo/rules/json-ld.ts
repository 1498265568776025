// What every JSON-LD block shares: the schema.org context, absolute URLs, and descriptions as
// plain text (also the measure of a model's text on its city page).

export const CONTEXT = "https://schema.org";
const DESCRIPTION_MAX = 300;

export type JsonLd = { "@context": typeof CONTEXT; "@type": string; [key: string]: unknown };

export const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).href;

/** Plain text of an HTML fragment, for descriptions: tags dropped, spaces collapsed, clipped. */
export function plainText(html: string, max: number = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" })[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}
