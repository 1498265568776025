import { createContext, useContext } from "react";
import { type PriceText, isPriceTerm } from "#app/domain/rules/price-breakup";
import type { Lang } from "./lang";
import type { Messages } from "./types";

// How a component gets its words: the root layout provides the page's language and that
// language's messages (`messagesIn`: a data block of the page); components read them with
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
 * The price rules name their words by key (app/domain/rules/price-breakup.ts): a page words them
 * in its language with the catalogue messages' `terms`; an amount is shown as written.
 */
export function priceText(t: Messages["catalogue"], text: PriceText): string {
  return isPriceTerm(text) ? fill(t.terms[text.term], { city: text.city ?? "" }) : text;
}

/** The data block that carries the page's messages to the browser, once, outside the router's data. */
export const MESSAGES_BLOCK_ID = "site-messages";

type MessagesText = { json: string; messages: Messages };
const texts = new Map<Lang, MessagesText>();

/**
 * Server (app/entry.server.tsx, once per isolate): a language's messages as their JSON text, kept
 * safe to place inside a script element. As router data they were escaped into every page again
 * (docs/BENCHMARKS.md, "the messages as a data block").
 */
export function provideMessages(lang: Lang, json: string): void {
  texts.set(lang, { json: json.replaceAll("<", "\\u003c"), messages: JSON.parse(json) as Messages });
}

/**
 * A language's messages with their JSON text: on the server as provided; in the browser read once
 * from the page's data block, which holds the page's own language only (the language switch is
 * a document load, so a page never needs the other one).
 */
export function messagesIn(lang: Lang): MessagesText | undefined {
  if (!texts.has(lang) && typeof document !== "undefined") {
    const block = document.getElementById(MESSAGES_BLOCK_ID);
    if (block?.dataset.lang === lang && block.textContent) provideMessages(lang, block.textContent);
  }
  return texts.get(lang);
}

export type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The page's language in a route's `meta`: the root loader's, where it ran. */
export function metaLang(matches: readonly MetaMatch[]): Lang | undefined {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as { lang?: Lang } | undefined)?.lang;
}

/** The page's messages in a route's `meta`: those of the root loader's language, where it ran. */
export function metaMessages(matches: readonly MetaMatch[]): Messages | undefined {
  const lang = metaLang(matches);
  return lang ? messagesIn(lang)?.messages : undefined;
}
