// About texts and offers are written by the operator as plain text with simple formatting, never
// as HTML (docs/decisions/146-operator-texts-as-plain-text.md). The whole syntax:
//
//   a blank line        starts a new paragraph (a single line break stays a line break)
//   "- " (or "• ") at a line's start   makes the line a bullet; bullet lines one after another are one list
//   **words**           are bold
//
// Loaders read it into blocks (`shownText`) and pages render the blocks as elements
// (app/shared/components/content/simple-text.tsx), so nothing written is ever read as markup and the
// reading stays out of the browser's first load. Records written as HTML before are read into this syntax (`simpleTextOfHtml`).

import type { Lang } from "#app/shared/i18n/lang";
import { operatorVersion } from "./operator-language";

/** The operator fields written this way, each English field with its Hindi version beside it. */
export const SIMPLE_TEXT_FIELDS: ReadonlySet<string> = new Set(["aboutProduct", "offer", "about"].flatMap((f) => [f, `${f}Hi`]));

export type Run = { text: string; bold: boolean };
/** A paragraph's lines, or a list's items, each a line of runs. */
export type Block = { kind: "paragraph"; lines: Run[][] } | { kind: "list"; items: Run[][] };

const BULLET = /^[-•]\s+/;

/** A line's runs: the text between pairs of `**` is bold; an unpaired `**` is kept as written. */
export function runsOf(line: string): Run[] {
  const parts = line.split("**");
  // an even number of parts means one `**` has no partner: it and what follows are plain
  const paired = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2)}**${parts.at(-1)}`];
  return paired.map((text, i) => ({ text, bold: i % 2 === 1 })).filter((run) => run.text !== "");
}

/** The text as paragraphs and lists. Spaces at the ends of lines and empty paragraphs are dropped. */
export function simpleBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    // a blank line ends every block: within a chunk, lines of one kind one after another are one block
    let current: Block | null = null;
    for (const line of chunk.split("\n").map((l) => l.trim()).filter(Boolean)) {
      if (BULLET.test(line)) {
        const item = runsOf(line.replace(BULLET, ""));
        if (current?.kind === "list") current.items.push(item);
        else blocks.push((current = { kind: "list", items: [item] }));
      } else if (current?.kind === "paragraph") current.lines.push(runsOf(line));
      else blocks.push((current = { kind: "paragraph", lines: [runsOf(line)] }));
    }
  }
  return blocks;
}

/** An operator's text in the version a page in `lang` shows (./operator-language.ts), as blocks. */
export type ShownText = { blocks: Block[]; english: boolean };

export function shownText(lang: Lang, text: string, hi: string | undefined): ShownText {
  const version = operatorVersion(lang, text, hi);
  return { blocks: simpleBlocks(version.value), english: version.english };
}

/** The text on one line, without its formatting: for descriptions, JSON-LD and lengths. */
export function simplePlain(text: string): string {
  return blocksPlain(simpleBlocks(text));
}

/** Blocks' plain words on one line. */
export function blocksPlain(blocks: readonly Block[]): string {
  return blocks
    .flatMap((block) => (block.kind === "paragraph" ? block.lines : block.items))
    .map((line) => line.map((run) => run.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a text holds markup: a tag, a comment or a character reference. */
export function hasMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);/i.test(text);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? whole;
  });
}

/**
 * A record written as HTML, read into the syntax above: paragraphs, headings and blocks become
 * paragraphs, list items bullet lines, bold and strong `**`, a line break a line break; every other
 * tag is dropped and its text kept. Its input is the sanitiser's output (worker/bff/sanitize.ts):
 * what runs or embeds is gone with its content before this reads it.
 */
export function simpleTextOfHtml(html: string): string {
  if (!hasMarkup(html)) return html;
  const text = html
    .replace(/\s+/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<\/?(?:p|div|h[1-6]|ul|ol|blockquote|table|tr|figure|hr)\b[^>]*>/gi, "\n\n")
    .replace(/<\/?(?:strong|b)\b[^>]*>/gi, "**")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\*\*(\s*)\*\*/g, "$1")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
