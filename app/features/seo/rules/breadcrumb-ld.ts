import type { Crumb } from "#app/shared/rules/breadcrumb";
import { crumbIsPage } from "#app/shared/rules/crumb-links";
import { CONTEXT, type JsonLd, absolute } from "./json-ld";

/**
 * The breadcrumb trail of app/shared/rules/breadcrumb.ts. Every item but the last must be a page
 * a crawler can open, so the crumbs of the dealer, manufacturer and city roots are left out (the
 * screen may still show them). Nothing for a page with only Home.
 */
export function breadcrumbLd(crumbs: readonly Crumb[], origin: string): JsonLd[] {
  const items = crumbs.filter((crumb, i) => i === crumbs.length - 1 || crumbIsPage(crumb.href));
  if (items.length < 2) return [];
  return [{
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absolute(crumb.href, origin),
    })),
  }];
}
