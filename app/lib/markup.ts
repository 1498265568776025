// Markup written as strings: the sitemap's XML, and the long lists of a page whose rows are plain
// links and text. React renders a page element by element; for a list of dozens of rows a string
// is several times cheaper on the server, and React hydrates it as one piece
// (docs/decisions/052-list-rows-as-markup.md).

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** JSON inside an inline <script>: "<" escaped, so no text in it can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The five characters HTML and XML reserve, as entities: safe in text and in quoted attributes. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
