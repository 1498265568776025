import { createContext, useContext } from "react";
import { type PriceText, isPriceTerm } from "#app/shared/rules/price-breakup";
import type { Lang } from "./lang";
import { MODULE_NAMES, type ModuleName, messagesView, modulesKey, modulesOfMatches, pickModules } from "./message-modules";
import type { Messages } from "./types";

// How a component gets its words: the root layout provides the page's language and that
// language's messages (`messagesIn`: a data block of the page, with the modules the page reads,
// app/shared/i18n/message-modules.ts); components read them with
// `useMessages()`, fill in values with `fill` and word the price rules' terms with `priceText`.
// One module, so the page's script loads the whole of it as one file.

type I18n = { lang: Lang; messages: Messages | null };

const I18nContext = createContext<I18n>({ lang: "en", messages: null });

export const I18nProvider = I18nContext.Provider;

/** The page's language (from its address). */
export function useLang(): Lang {
  return useContext(I18nContext).lang;
}

/**
 * The page's messages. They are missing only where the root loader did not run (a request the
 * root middleware refused, which the Worker's non-ASCII rule keeps from happening to a page):
 * the layout then leaves the shell out, and the error screen shows its status alone.
 */
export function useMessages(): Messages {
  const { messages } = useContext(I18nContext);
  if (!messages) throw new Error("messages are read outside the root layout");
  return messages;
}

/** The page's messages, or null where the root loader did not run (the error screen). */
export function useOptionalMessages(): Messages | null {
  return useContext(I18nContext).messages;
}

/**
 * Messages travel to the browser as JSON, so they are strings, never functions: a value
 * goes in where the message says `{name}`.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The price rules name their words by key (app/shared/rules/price-breakup.ts): a page words them
 * in its language with the catalogue messages' `terms`; an amount is shown as written.
 */
export function priceText(t: Messages["catalogue"], text: PriceText): string {
  return isPriceTerm(text) ? fill(t.terms[text.term], { city: text.city ?? "" }) : text;
}

/** The data block that carries the page's messages to the browser, once, outside the router's data. */
export const MESSAGES_BLOCK_ID = "site-messages";

/** Where a browser gets every module of a language (app/routes/messages-json.ts). */
export const messagesPath = (lang: Lang) => `/${MESSAGES_BLOCK_ID}/${lang}`;

type MessagesText = { json: string; messages: Messages };

/** Each language's modules as far as they are here: all on the server, the page's and any fetched since in the browser. */
const received = new Map<Lang, Partial<Messages>>();
/** In the browser, the data block's text as the document brought it: the layout renders it unchanged. */
const blockText = new Map<Lang, string>();
/** A page's view and JSON text per language and set of modules. */
const views = new Map<string, MessagesText>();

const inBrowser = () => typeof document !== "undefined";
const safeInScript = (json: string) => json.replaceAll("<", "\\u003c");

/**
 * Server (app/entry.server.tsx, once per isolate): every module of a language, as one JSON text.
 * The text of each set of modules a page carries is made from them once, on first use.
 */
export function provideMessages(lang: Lang, json: string): void {
  received.set(lang, JSON.parse(json) as Messages);
}

function receive(lang: Lang, modules: Partial<Messages>) {
  received.set(lang, { ...received.get(lang), ...modules });
}

/** In the browser, the page's data block, read once; it holds the page's own language only. */
function readBlock(lang: Lang) {
  if (!inBrowser() || blockText.has(lang)) return;
  const block = document.getElementById(MESSAGES_BLOCK_ID);
  if (block?.dataset.lang !== lang || !block.textContent) return;
  blockText.set(lang, block.textContent);
  receive(lang, JSON.parse(block.textContent) as Partial<Messages>);
}

/**
 * A language's messages for a page that reads `modules`, with the JSON text of its data block:
 * on the server those modules alone (the text made once per isolate and set); in the browser the
 * data block the document came with. A module outside `modules` throws when read
 * (app/shared/i18n/message-modules.ts). Undefined where no messages are here (the root loader did not run).
 */
export function messagesIn(lang: Lang, modules: readonly ModuleName[]): MessagesText | undefined {
  readBlock(lang);
  const have = received.get(lang);
  if (!have) return undefined;
  const key = `${lang}|${modulesKey(modules)}`;
  const known = views.get(key);
  if (known) return known;
  const json = inBrowser() ? (blockText.get(lang) ?? "") : safeInScript(JSON.stringify(pickModules(have, modules)));
  const text = { json, messages: messagesView(have, modules) };
  // In the browser a module may still arrive: a view is kept once it has all of its modules.
  if (modules.every((name) => have[name])) views.set(key, text);
  return text;
}

const completing = new Map<Lang, Promise<void>>();

/**
 * Browser: every module of a language, fetched once when the page brought only its own. Before a
 * client navigation (the root's client middleware) and before the enquiry dialog opens, so no
 * page or dialog is shown without its words; rejects when they cannot be fetched.
 */
export function completeMessages(lang: Lang): Promise<void> {
  readBlock(lang);
  const have = received.get(lang);
  if (have && MODULE_NAMES.every((name) => have[name])) return Promise.resolve();
  let fetching = completing.get(lang);
  if (!fetching) {
    fetching = fetch(messagesPath(lang))
      .then((res) => {
        if (!res.ok) throw new Error(`messages of ${lang}: HTTP ${res.status}`);
        return res.json() as Promise<Messages>;
      })
      .then((all) => receive(lang, all))
      .finally(() => completing.delete(lang));
    completing.set(lang, fetching);
  }
  return fetching;
}

export type MetaMatch = { id: string; loaderData?: unknown; data?: unknown; handle?: unknown } | undefined;

/** The page's language in a route's `meta`: the root loader's, where it ran. */
export function metaLang(matches: readonly MetaMatch[]): Lang | undefined {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as { lang?: Lang } | undefined)?.lang;
}

/**
 * The page's messages in a route's `meta`: those of the root loader's language, where it ran, with
 * the modules the page's routes name.
 */
export function metaMessages(matches: readonly MetaMatch[]): Messages | undefined {
  const lang = metaLang(matches);
  return lang ? messagesIn(lang, modulesOfMatches(matches))?.messages : undefined;
}
