// Links and images of articles come from the origin as plain strings (not sanitised HTML), so a
// page renders only a site path or an http(s) address; anything else (javascript:, data:, …) is
// dropped rather than rendered.

/** The URL to render, or null: a site path ("/…", not "//…") or an absolute http(s) address. */
export function safeHref(value: string): string | null {
  const url = value.trim();
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Readable text for a reference link: a site path's segments as words, else the address. */
export function referenceLabel(href: string): string {
  if (!href.startsWith("/")) {
    try {
      const url = new URL(href);
      return `${url.hostname.replace(/^www\./, "")}${url.pathname === "/" ? "" : url.pathname}`;
    } catch {
      return href;
    }
  }
  const words = href
    .split(/[?#]/)[0]!
    .split("/")
    .filter(Boolean)
    .map((segment) => safeDecode(segment).replace(/[-_]+/g, " ").trim());
  return words.join(" › ") || href;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
