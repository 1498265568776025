import type { MetaMatch } from "#app/shared/i18n/use-messages";
import type { Lang } from "#app/shared/i18n/lang";
import { sellerMetaLang, sellerPageMeta } from "#app/features/seller/use-seller-words";
import { type MoneyWords, moneyWords } from "./words";

/** A money page's title in the workspace's language (the seller layout's), never indexed. */
export function moneyMeta(matches: readonly MetaMatch[], title: (t: MoneyWords, lang: Lang) => string) {
  const lang = sellerMetaLang(matches);
  return sellerPageMeta(title(moneyWords(lang), lang));
}
