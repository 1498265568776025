import sanitize from "sanitize-html";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROPPED_WITH_CONTENT, HTML_FIELDS, SAFE_SCHEMES } from "#app/domain/html-policy";

// The HTML blocks of the catalogue (aboutProduct, offer, blog html and other, page and profile
// texts) are sanitised with the allow-list of app/domain/html-policy.ts on every origin answer
// before it is cached, so nothing rendered with innerHTML ever carries scripts, handlers, frames,
// forms or javascript: URLs. sanitize-html writes its output anew from what it keeps (text
// escaped, attributes quoted), never passing input through; the choice, against the hand-written
// HTMLRewriter one it replaced, is docs/decisions/064-html-sanitiser.md.

export { HTML_FIELDS };

/** Invisible characters a URL may be dressed in (browsers strip only ASCII ones; be stricter). */
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u180e\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/g;

/** A URL of a scheme outside the allow-list, also behind invisible characters: the attribute goes. */
function withSafeUrls(attribs: sanitize.Attributes): sanitize.Attributes {
  const kept = { ...attribs };
  for (const name of ["href", "src"]) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec((kept[name] ?? "").replace(INVISIBLE, ""))?.[1]?.toLowerCase();
    if (scheme && !SAFE_SCHEMES.has(scheme)) delete kept[name];
  }
  return kept;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    [...ALLOWED_TAGS].map((tag) => [tag, [...(ALLOWED_ATTRIBUTES[tag] ?? []), ...(tag === "a" ? ["rel"] : [])]]),
  ),
  allowedSchemes: [...SAFE_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Unknown wrappers (font, center, section…) go and their text stays; the elements of
  // DROPPED_WITH_CONTENT go with everything inside them.
  disallowedTagsMode: "discard",
  nonTextTags: [...DROPPED_WITH_CONTENT],
  allowedStyles: {},
  transformTags: {
    // Links out of the site neither pass authority nor get a handle on this window.
    a: (tagName, attribs) => {
      const safe = withSafeUrls(attribs);
      return { tagName, attribs: /^\s*https?:/i.test(safe.href ?? "") ? { ...safe, rel: "noopener nofollow" } : safe };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrls(attribs) }),
  },
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
