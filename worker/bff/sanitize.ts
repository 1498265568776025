import sanitize from "sanitize-html";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROPPED_WITH_CONTENT, HTML_FIELDS } from "#app/shared/html-policy";
import { PRICE_FREE_FIELDS, withoutPriceProse } from "#app/features/catalogue/rules/price-prose";
import { LINK_SCHEMES, safeHref, safePictureSrc } from "#app/shared/rules/safe-url";
import { pricePerKmOf } from "#app/features/tools/rules/running-cost";
import { SIMPLE_TEXT_FIELDS, hasMarkup, simpleTextOfHtml } from "#app/shared/rules/simple-text";

// The HTML blocks of the catalogue (blog html and other, a profile's capability, infrastructure
// and other texts) are sanitised with the allow-list of app/shared/html-policy.ts on every origin answer
// before it is cached, so nothing rendered with innerHTML ever carries scripts, handlers, frames,
// forms or javascript: URLs; links and pictures keep only what the one safe-URL rule allows
// (app/shared/rules/safe-url.ts, docs/decisions/106-one-safe-url-rule.md). sanitize-html writes
// its output anew from what it keeps (text escaped, attributes quoted), never passing input
// through; the choice, against the hand-written HTMLRewriter one it replaced, is
// docs/decisions/064-html-sanitiser.md.
//
// The same pass reads the operator's plain texts (about texts and offers: app/shared/rules/
// simple-text.ts) as the pages show them, whatever the origin stored: a record written as HTML
// before is read into the plain syntax, and about texts and descriptions lose their sentences
// that state a price or a cost (app/features/catalogue/rules/price-prose.ts): the pages compose those from
// the numbers (docs/decisions/145, 146).

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

/** Only what the plain syntax has a form for survives the sanitiser; what runs or embeds goes with its content. */
const TO_PLAIN: sanitize.IOptions = {
  allowedTags: ["p", "br", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "b", "blockquote", "table", "tr", "figure", "hr"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
  nonTextTags: [...DROPPED_WITH_CONTENT],
};

/**
 * An operator's plain text as the pages show it: a record stored as HTML read into the plain
 * syntax; an about text or description without its sentences that state a price or a cost.
 */
export function operatorText(field: string, value: string): string {
  const plain = SIMPLE_TEXT_FIELDS.has(field) && hasMarkup(value) ? simpleTextOfHtml(sanitize(value, TO_PLAIN)) : value;
  return PRICE_FREE_FIELDS.has(field) ? withoutPriceProse(plain) : plain;
}

/** Sanitises the HTML fields of items, recursively through nested lists and objects; a model's running cost is the rule's. */
export function sanitizeItems(items: unknown[]): unknown[] {
  return items.map((item) => withRunningCost(sanitizeValue(item)));
}

type CostFields = Parameters<typeof pricePerKmOf>[0];
const isModel = (item: unknown): item is CostFields =>
  typeof item === "object" && item !== null && ["pricePerKm", "typeName", "mileage", "batteryCapacity", "batteryVoltage"].every((f) => typeof (item as Record<string, unknown>)[f] === "string");

/** A model's `pricePerKm` is derived from the one running-cost rule, whatever the origin stored (docs/decisions/145). */
function withRunningCost(item: unknown): unknown {
  return isModel(item) ? { ...item, pricePerKm: pricePerKmOf(item) } : item;
}

function sanitizeValue(value: unknown, field?: string): unknown {
  if (typeof value === "string") {
    if (!field) return value;
    if (HTML_FIELDS.has(field)) return sanitizeHtml(value);
    return SIMPLE_TEXT_FIELDS.has(field) || PRICE_FREE_FIELDS.has(field) ? operatorText(field, value) : value;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => sanitizeValue(v, field));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeValue(v, k)]));
  }
  return value;
}
