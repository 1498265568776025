import { fetchWorker } from "./requests";

// Reading server-rendered pages: status, raw HTML, and the text a visitor reads.

export type Page = { status: number; html: string; text: string; headers: Headers };

export async function getPage(path: string): Promise<Page> {
  const res = await fetchWorker(path, { redirect: "manual" });
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html), headers: res.headers };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Named and numeric character references decoded. */
export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees: scripts, styles, comments and tags removed, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return decode(text).replace(/\s+/g, " ").trim();
}

/** The text of the document's body only. */
export function bodyText(html: string): string {
  const at = html.indexOf("<body");
  return visibleText(at < 0 ? html : html.slice(at));
}

/** The part of the HTML inside the first element carrying data-testid="…". */
export function section(html: string, testId: string): string {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) return "";
  const open = html.lastIndexOf("<", at);
  const tag = /^<([a-z0-9]+)/.exec(html.slice(open))?.[1] ?? "div";
  // count nesting of the same tag to find the matching close
  const re = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  re.lastIndex = open;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(open, m.index + m[0].length);
  }
  return html.slice(open);
}

export function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))].length;
}

/** The page's breadcrumb <nav>, in either language (empty when the page has none). */
export function breadcrumbNav(html: string): string {
  return /<nav aria-label="[^"]*" class="breadcrumb">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
}

/** The labels of the page's breadcrumb, Home first. */
export function crumbLabels(html: string): string[] {
  return [...breadcrumbNav(html).matchAll(/class="crumb-label">([^<]*)</g)].map((m) => decode(m[1]!));
}

/** Every href of the HTML, decoded. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The content of a <meta name|property="…"> tag. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`"${key}"`));
  const content = tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
  return content === undefined ? undefined : decode(content);
}

/** The text of the error page. */
export const NOT_FOUND_TEXT = "You entered a wrong url.";

export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) => visibleText(m[1] ?? ""));
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

/** Requests a page until the edge HTML cache serves it. */
export async function untilPageCached(path: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await fetchWorker(path);
    if (res.headers.get("X-Cache") === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`page never cached: ${path}`);
}
