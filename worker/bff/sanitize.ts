// Allow-list sanitiser for the HTML blocks of the catalogue (aboutProduct, offer, blog html and
// other, profile texts). Runs on every origin answer before it is cached, so nothing rendered
// with innerHTML ever carries scripts, handlers, frames or javascript: URLs.

/** Item fields that hold HTML; every other string is rendered as text by React. */
export const HTML_FIELDS = new Set(["aboutProduct", "offer", "html", "other", "about", "ourCapability", "infrastructure"]);

const ALLOWED_TAGS = new Set([
  "p", "br", "strong", "b", "em", "i", "u", "s", "small", "sup", "sub", "span", "div", "hr",
  "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "a", "img", "figure", "figcaption", "blockquote",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
]);
/** Dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math",
  "form", "input", "button", "textarea", "select", "option", "template", "link", "meta", "base",
  "noscript", "audio", "video", "source", "track", "canvas", "dialog", "portal", "xmp", "noembed",
]);
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  a: new Set(["href", "title"]),
  img: new Set(["src", "alt", "width", "height", "title"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
};
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(parseInt(h, 16) || 32))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d) || 32))
    .replace(/&colon;/gi, ":").replace(/&tab;/gi, "\t").replace(/&newline;/gi, "\n");
}

export function isSafeUrl(value: string): boolean {
  const normal = decodeEntities(value).replace(/[\s\x00-\x1f\x7f]+/g, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normal);
  return !scheme || SAFE_SCHEMES.has(scheme[1]!);
}

export async function sanitizeHtml(html: string): Promise<string> {
  if (!/[<&]/.test(html)) return html;
  const rewriter = new HTMLRewriter()
    .onDocument({
      comments: (c) => {
        c.remove();
      },
    })
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (DROPPED_TAGS.has(tag)) {
          el.remove();
          return;
        }
        if (!ALLOWED_TAGS.has(tag)) {
          el.removeAndKeepContent();
          return;
        }
        const allowed = ALLOWED_ATTRS[tag];
        // HTMLRewriter yields [name, value] pairs (the DOM lib's Attr type does not apply here).
        for (const [attr, value] of [...(el.attributes as unknown as Iterable<[string, string]>)]) {
          const keep = allowed?.has(attr) && (attr !== "href" && attr !== "src" ? true : isSafeUrl(value));
          if (!keep) el.removeAttribute(attr);
        }
        if (tag === "a" && /^https?:/i.test(el.getAttribute("href") ?? "")) {
          el.setAttribute("rel", "noopener nofollow");
        }
      },
    });
  return rewriter.transform(new Response(html)).text();
}

/** Sanitises the HTML fields of items, recursively through nested lists and objects. */
export async function sanitizeItems(items: unknown[]): Promise<unknown[]> {
  return Promise.all(items.map((item) => sanitizeValue(item)));
}

async function sanitizeValue(value: unknown, field?: string): Promise<unknown> {
  if (typeof value === "string") return field && HTML_FIELDS.has(field) ? sanitizeHtml(value) : value;
  if (Array.isArray(value)) return Promise.all(value.map((v: unknown) => sanitizeValue(v, field)));
  if (value && typeof value === "object") {
    const entries = await Promise.all(
      Object.entries(value).map(async ([k, v]) => [k, await sanitizeValue(v, k)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}
