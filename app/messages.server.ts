import * as catalogue from "#app/features/catalogue/messages";
import * as enquiry from "#app/features/enquiry/messages";
import * as lists from "#app/features/catalogue/components/lists/messages";
import * as privacy from "#app/features/privacy/messages";
import * as search from "#app/features/search/messages";
import * as shell from "#app/shared/shell/messages";
import * as town from "#app/features/town/messages";
import * as trader from "#app/features/catalogue/components/trader/messages";
import type { Lang } from "./shared/i18n/lang";
import type { ModuleName } from "./shared/i18n/message-modules";
import * as names from "./shared/i18n/names.server";
import * as specNames from "./shared/i18n/spec-names.server";

// Every feature's messages, by language. Server-only: a page carries its own language's messages
// as a data block, so the browser never downloads the other language
// (docs/decisions/080-hindi-pages.md). Add a feature's `messages.ts` here and its name to
// `MODULE_NAMES` (app/shared/i18n/message-modules.ts), in the same order.
// A page's block holds only the modules it reads: the shell's and those its routes name in
// `handle.messages` (docs/decisions/142-a-page-carries-its-own-messages.md); a browser fetches the
// rest of its language once, from app/routes/messages-json.ts, before it navigates on or opens
// the enquiry dialog. Each set of modules travels as one JSON text, serialised once per isolate
// and set (app/shared/i18n/use-messages.tsx): as an object in the router's data, they were encoded entry
// by entry on every page view (docs/BENCHMARKS.md, "The messages as one JSON text" and "the
// messages as a data block").

export const MODULES = { shell, catalogue, enquiry, trader, lists, search, town, names, specNames, privacy } as const;

// The module names the browser's code knows are exactly these, in this order.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameNames: Same<keyof typeof MODULES, ModuleName> = true;
void sameNames;

type Catalog = { [K in keyof typeof MODULES]: (typeof MODULES)[K]["en"] };

export function messagesFor(lang: Lang): Catalog {
  return Object.fromEntries(Object.entries(MODULES).map(([name, module]) => [name, module[lang]])) as Catalog;
}

const texts = new Map<Lang, string>();

/**
 * One language's messages as one JSON text, made once per isolate: what app/entry.server.tsx
 * provides to the layout, and what a browser fetches to complete its language.
 */
export function messagesJsonFor(lang: Lang): string {
  let text = texts.get(lang);
  if (text === undefined) texts.set(lang, (text = JSON.stringify(messagesFor(lang))));
  return text;
}
