// Reading server-rendered pages in the profile tests: the visible text (tags, comments and
// scripts removed, entities decoded) and the attributes of matching start tags.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees in the body, whitespace collapsed. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return decode(
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
      .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Start tags of an element name whose markup contains every given fragment. */
export function tags(html: string, name: string, ...fragments: string[]): string[] {
  const all = html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
  return all.filter((tag) => fragments.every((f) => tag.includes(f)));
}

/** The value of an attribute of a start tag (decoded). */
export function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

/** The HTML between the start tag carrying `marker` and the end of the document. */
export function after(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`marker not found: ${marker}`);
  return html.slice(at);
}
