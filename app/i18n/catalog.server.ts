import * as catalogue from "#app/components/catalogue/messages";
import * as enquiry from "#app/components/enquiry/messages";
import * as lists from "#app/components/lists/messages";
import * as search from "#app/components/search/messages";
import * as shell from "#app/components/shell/messages";
import * as town from "#app/components/town/messages";
import * as trader from "#app/components/trader/messages";
import type { Lang } from "./lang";
import * as names from "./names.server";

// Every feature's messages, by language. Server-only: a page carries its own language's messages
// as a data block, so the browser never downloads the other language
// (docs/decisions/080-hindi-pages.md). Add a feature's `messages.ts` here and to `Messages`.
// They travel as one JSON text, serialised once per isolate (app/entry.server.tsx): as an object
// in the router's data, they were encoded entry by entry on every page view (docs/BENCHMARKS.md,
// "The messages as one JSON text" and "the messages as a data block").

export const MODULES = { shell, catalogue, enquiry, trader, lists, search, town, names } as const;

type Catalog = { [K in keyof typeof MODULES]: (typeof MODULES)[K]["en"] };

export function messagesFor(lang: Lang): Catalog {
  return Object.fromEntries(Object.entries(MODULES).map(([name, module]) => [name, module[lang]])) as Catalog;
}

/**
 * One language's messages as one JSON text (the page's data block): made once per isolate by
 * `provideMessages` in app/entry.server.tsx, which keeps it.
 */
export function messagesJsonFor(lang: Lang): string {
  return JSON.stringify(messagesFor(lang));
}
