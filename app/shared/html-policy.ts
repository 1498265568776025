// The allow-list of the catalogue's HTML fields (blog html and other, a profile's capability,
// infrastructure and other texts): what the edge's sanitiser keeps (worker/bff/sanitize.ts), and
// what the XSS suites check the rendered page against. Which addresses a link or picture may have
// is the one safe-URL rule's (app/shared/rules/safe-url.ts). About texts and offers are plain text
// with simple formatting, not HTML (app/shared/rules/simple-text.ts, docs/decisions/146).

const ENGLISH_HTML_FIELDS = ["html", "other", "ourCapability", "infrastructure"];
/**
 * Item fields that hold HTML, each with its Hindi version ("aboutProductHi", sanitised alike:
 * docs/decisions/122); every other string is rendered as text by React.
 */
export const HTML_FIELDS = new Set([...ENGLISH_HTML_FIELDS, ...ENGLISH_HTML_FIELDS.map((f) => `${f}Hi`)]);

export const ALLOWED_TAGS = new Set([
  "p", "br", "strong", "b", "em", "i", "u", "s", "small", "sup", "sub", "span", "div", "hr",
  "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "a", "img", "figure", "figcaption", "blockquote",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
]);

/**
 * Dropped with everything inside them. Above all the elements whose content a browser does not
 * parse as markup here (raw text: title, textarea, style, script, xmp, iframe, noembed, noframes,
 * noscript, plaintext) or parses in another namespace (svg, math): unwrapping one would hand its
 * text to the browser as markup. Then whatever runs, loads, submits or navigates.
 */
export const DROPPED_WITH_CONTENT = new Set([
  // raw text and escapable raw text
  "title", "textarea", "style", "script", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext",
  // foreign content, templates, embedded content
  "svg", "math", "template", "frame", "frameset", "object", "embed", "applet", "param", "portal",
  "audio", "video", "source", "track", "canvas",
  // forms and document-level elements
  "form", "input", "button", "select", "option", "optgroup", "datalist", "keygen", "isindex",
  "dialog", "link", "meta", "base", "head",
]);

export const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "title"]),
  img: new Set(["src", "alt", "width", "height", "title"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
};
