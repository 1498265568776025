import type { HitKind } from "#app/shared/search/groups";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import type { Messages } from "#app/shared/i18n/types";

// A hit in the page's words: a type by its Hindi name on a Hindi page (the glossary's), a type
// in a town as "{type} price in {town}", a town as "Electric vehicles in {town}", a model with its type, a dealer with its town. Shared
// by the results page and the suggestions.

export type ShownHit = { kind: HitKind; title: string; titleHi?: string; detail?: string; detailHi?: string; href: string };

export function hitLabel(hit: ShownHit, lang: Lang, t: Pick<Messages, "search" | "lists">): { label: string; detail?: string } {
  const title = lang === "hi" ? (hit.titleHi ?? hit.title) : hit.title;
  const detail = lang === "hi" ? (hit.detailHi ?? hit.detail) : hit.detail;
  switch (hit.kind) {
    case "town":
      return { label: fill(t.search.town, { town: detail ?? "" }) };
    case "typeInTown":
      return { label: fill(t.search.typeInTown, { type: title, town: detail ?? "" }) };
    case "dealersInTown":
      return { label: fill(t.search.dealersInTown, { type: title, town: detail ?? "" }) };
    case "guide":
      return { label: title, detail: detail && (t.lists.guideCategories[detail] ?? detail) };
    default:
      return { label: title, detail };
  }
}
