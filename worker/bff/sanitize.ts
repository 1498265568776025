import sanitize from "sanitize-html";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROPPED_WITH_CONTENT, HTML_FIELDS } from "#app/domain/html-policy";
import { LINK_SCHEMES, safeHref, safePictureSrc } from "#app/domain/rules/safe-url";

// The HTML blocks of the catalogue (aboutProduct, offer, blog html and other, page and profile
// texts) are sanitised with the allow-list of app/domain/html-policy.ts on every origin answer
// before it is cached, so nothing rendered with innerHTML ever carries scripts, handlers, frames,
// forms or javascript: URLs; links and pictures keep only what the one safe-URL rule allows
// (app/domain/rules/safe-url.ts, docs/decisions/106-one-safe-url-rule.md). sanitize-html writes
// its output anew from what it keeps (text escaped, attributes quoted), never passing input
// through; the choice, against the hand-written HTMLRewriter one it replaced, is
// docs/decisions/064-html-sanitiser.md.

export { HTML_FIELDS };

/** A link keeps its address only if the safe-URL rule allows it, and then in its normalised form. */
function withSafeHref(attribs: sanitize.Attributes): sanitize.Attributes {
  const { href, ...rest } = attribs;
  const safe = href === undefined ? null : safeHref(href);
  if (safe === null) return rest;
  // Links out of the site neither pass authority nor get a handle on this window.
  return safe.startsWith("https:") ? { ...attribs, href: safe, rel: "noopener nofollow" } : { ...attribs, href: safe };
}

/** A picture keeps its source only if it is one of the site's own (/image/…); else it goes. */
function withSafeSrc(attribs: sanitize.Attributes): sanitize.Attributes {
  const { src, ...rest } = attribs;
  const safe = src === undefined ? null : safePictureSrc(src);
  return safe === null ? rest : { ...attribs, src: safe };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    [...ALLOWED_TAGS].map((tag) => [tag, [...(ALLOWED_ATTRIBUTES[tag] ?? []), ...(tag === "a" ? ["rel"] : [])]]),
  ),
  // A second check behind the transforms below, which already keep only these.
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Unknown wrappers (font, center, section…) go and their text stays; the elements of
  // DROPPED_WITH_CONTENT go with everything inside them.
  disallowedTagsMode: "discard",
  nonTextTags: [...DROPPED_WITH_CONTENT],
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withSafeHref(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: withSafeSrc(attribs) }),
  },
  // A picture without a source of the site's is replaced by nothing, not left as an empty box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeHtml(html: string): string {
  return /[<>&]/.test(html) ? sanitize(html, OPTIONS) : html;
}

/** Sanitises the HTML fields of items, recursively through nested lists and objects. */
export function sanitizeItems(items: unknown[]): unknown[] {
  return items.map((item) => sanitizeValue(item));
}

function sanitizeValue(value: unknown, field?: string): unknown {
  if (typeof value === "string") return field && HTML_FIELDS.has(field) ? sanitizeHtml(value) : value;
  if (Array.isArray(value)) return value.map((v: unknown) => sanitizeValue(v, field));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeValue(v, k)]));
  }
  return value;
}
