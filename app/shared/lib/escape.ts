// Text that React does not write: the sitemaps' XML, the image placeholders' SVG and JSON in
// inline data blocks (JSON-LD). Everything on a page is written by React components.

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** The five characters XML reserves, as entities: safe in text and in quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** JSON inside an inline <script>: "<" escaped, so no text in it can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
