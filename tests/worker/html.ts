import { fetchWorker } from "./helpers";

// Reading server-rendered pages in worker tests: status, raw HTML, and the text a visitor reads.

export type Page = { status: number; html: string; text: string; headers: Headers };

export async function getPage(path: string): Promise<Page> {
  const res = await fetchWorker(path, { redirect: "manual" });
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html), headers: res.headers };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

export function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? _);
}

/** The page's text: scripts, comments and tags removed, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, " ").replace(/<!--[\s\S]*?-->/g, "");
  return decode(body.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
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

/** Spec §2 "Static pages and error": the text of the error page. */
export const NOT_FOUND_TEXT = "You entered a wrong url.";

export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) => visibleText(m[1] ?? ""));
}
