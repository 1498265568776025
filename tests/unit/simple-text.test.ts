import { expect, test } from "vitest";
import { hasMarkup, runsOf, shownText, simpleBlocks, simplePlain, simpleTextOfHtml } from "#app/shared/rules/simple-text";

// About texts and offers: plain text with simple formatting (docs/decisions/146).

test("a blank line starts a paragraph, a single line break stays a line break, \"- \" starts a bullet and bullet lines together are one list", () => {
  const text = "The **Treo** is an auto.\nBuilt in Haridwar.\n\n- Range: 141 km\n- Top speed: 55 km/h\n\nAsk a dealer.";
  expect(simpleBlocks(text)).toEqual([
    { kind: "paragraph", lines: [[{ text: "The ", bold: false }, { text: "Treo", bold: true }, { text: " is an auto.", bold: false }], [{ text: "Built in Haridwar.", bold: false }]] },
    { kind: "list", items: [[{ text: "Range: 141 km", bold: false }], [{ text: "Top speed: 55 km/h", bold: false }]] },
    { kind: "paragraph", lines: [[{ text: "Ask a dealer.", bold: false }]] },
  ]);
  // a bullet line right under a paragraph's line starts a list; "• " is a bullet too; CRLF as LF
  expect(simpleBlocks("Offer:\r\n• Free helmet").map((b) => b.kind)).toEqual(["paragraph", "list"]);
  expect(simpleBlocks("  \n\n ")).toEqual([]);
});

test("**two stars** on each side make bold; an unpaired pair of stars is kept as written", () => {
  expect(runsOf("**Festive offer:** free insurance")).toEqual([{ text: "Festive offer:", bold: true }, { text: " free insurance", bold: false }]);
  expect(runsOf("5 ** 2 is 25")).toEqual([{ text: "5 ** 2 is 25", bold: false }]);
  expect(runsOf("**a** and ** b")).toEqual([{ text: "a", bold: true }, { text: " and ** b", bold: false }]);
});

test("a record written as HTML before is read into the plain syntax: paragraphs, bullets, bold and line breaks kept, other tags dropped, characters decoded", () => {
  const html = '<p>The <strong>Hero Electric Raahii</strong> is a <a href="/x">passenger</a> e-rickshaw.</p><ul><li>Range: 90 km</li><li>Motor: 1000&nbsp;W</li></ul><p>Line one<br>Line &amp; two</p>';
  expect(simpleTextOfHtml(html)).toBe("The **Hero Electric Raahii** is a passenger e-rickshaw.\n\n- Range: 90 km\n- Motor: 1000 W\n\nLine one\nLine & two");
  expect(simpleTextOfHtml("no markup at all")).toBe("no markup at all");
});

test("the plain words of a formatted text, on one line, for descriptions and JSON-LD", () => {
  expect(simplePlain("The **Treo**.\n\n- Range: 141 km\n- 55 km/h")).toBe("The Treo. Range: 141 km 55 km/h");
});

test("markup is a tag, a comment or a character reference; a less-than sign or an ampersand in words is not", () => {
  expect(hasMarkup("<p>x</p>")).toBe(true);
  expect(hasMarkup("<!-- x -->")).toBe(true);
  expect(hasMarkup("R&amp;D")).toBe(true);
  expect(hasMarkup("a < b & c > d")).toBe(false);
  expect(hasMarkup("R&D")).toBe(false);
});

test("a page receives an operator's text read into blocks in the version it shows: the Hindi where written, else the English marked as English", () => {
  const english = "The **Raahii** seats four.";
  const hindi = "**राही** में चार सवारी।";
  expect(shownText("hi", english, hindi)).toEqual({ blocks: [{ kind: "paragraph", lines: [[{ text: "राही", bold: true }, { text: " में चार सवारी।", bold: false }]] }], english: false });
  expect(shownText("hi", english, "  ")).toEqual({
    blocks: [{ kind: "paragraph", lines: [[{ text: "The ", bold: false }, { text: "Raahii", bold: true }, { text: " seats four.", bold: false }]] }],
    english: true,
  });
  expect(shownText("en", english, hindi).english).toBe(false);
  expect(shownText("en", "", hindi)).toEqual({ blocks: [], english: false });
});
