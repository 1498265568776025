import type { MetaMatch } from "#app/shared/i18n/use-messages";
import type { Lang } from "#app/shared/i18n/lang";
import { SITE_NAME } from "#app/shared/site";
import { type MoneyWords, moneyWords } from "./words";

/** A money page's title in the workspace's language (the seller layout's), never indexed. */
export function moneyMeta(matches: readonly MetaMatch[], title: (t: MoneyWords, lang: Lang) => string) {
  const layout = matches.find((m) => m?.id === "seller/layout");
  const lang = ((layout?.loaderData ?? layout?.data) as { lang?: Lang } | undefined)?.lang ?? "en";
  return [{ title: `${title(moneyWords(lang), lang)} · ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
