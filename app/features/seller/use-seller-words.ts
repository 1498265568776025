import { useRouteLoaderData } from "react-router";
import type { Lang } from "#app/shared/i18n/lang";
import type { MetaMatch } from "#app/shared/i18n/use-messages";
import { SITE_NAME } from "#app/shared/site";
import * as words from "./messages";

// The workspace's language and words in a component: the layout's loader read the language from
// the address (/hi/seller… is Hindi); English where no layout ran.

export const SELLER_LAYOUT_ID = "seller/layout";

export function useSellerLang(): Lang {
  return useRouteLoaderData<{ lang?: Lang }>(SELLER_LAYOUT_ID)?.lang ?? "en";
}

export function useSellerWords(): words.SellerWords {
  return words[useSellerLang()];
}

/** The workspace's language in a route's `meta` (no hooks there), from the layout's loader data. */
export function sellerMetaLang(matches: readonly MetaMatch[]): Lang {
  const layout = matches.find((m) => m?.id === SELLER_LAYOUT_ID);
  return ((layout?.loaderData ?? layout?.data) as { lang?: Lang } | undefined)?.lang ?? "en";
}

/** The workspace's words in a route's `meta`, from the layout's loader data. */
export function sellerMetaWords(matches: readonly MetaMatch[]): words.SellerWords {
  return words[sellerMetaLang(matches)];
}

/** A workspace page's head: its title with the site's name, never indexed (a seller's private page). */
export function sellerPageMeta(title: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
