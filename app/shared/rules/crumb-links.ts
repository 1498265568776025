import { withoutLang } from "#app/shared/i18n/lang";

// The breadcrumb makes one crumb per URL prefix, but some prefixes are no page of their own
// (/city, /city/Noida, /dealer/X without its tab): those crumbs show as text, not as links that
// would lead to the error page (docs/decisions/004-display-rules.md leaves this to the UI), and
// are left out of the BreadcrumbList. The same holds in both languages: /hi/dealer is no page
// either (docs/decisions/151-hindi-to-the-last-word.md).

/** First segments whose pages need this many segments; shorter prefixes are not pages. */
const PAGE_DEPTH: Readonly<Record<string, number>> = {
  city: 3,
  dealer: 3,
  manufacturer: 3,
  trending: 2,
  article: 2,
  blog: 2,
  brand: 2,
  compare: 6,
  // A category is no page of its own: /four-wheeler/electric-golf-cart's "Four wheeler" is text.
  "two-wheeler": 2,
  "three-wheeler": 2,
  "four-wheeler": 2,
};

/** Whether a crumb's href, in either language, is a page of the site (and so may be a link). */
export function crumbIsPage(href: string): boolean {
  const segments = withoutLang(href).split("/").filter(Boolean);
  const root = segments[0]?.toLowerCase();
  if (root === undefined) return true;
  const depth = PAGE_DEPTH[root];
  return depth === undefined || segments.length >= depth;
}
