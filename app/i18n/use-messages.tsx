import { createContext, useContext } from "react";
import type { Lang } from "./lang";
import type { Messages } from "./types";

// How a component gets its words: the root layout provides the page's language and that
// language's messages (root loader data); components read them with `useMessages()`, fill in
// values with `fill` and show the domain rules' English labels with `term`. One module, so the
// page's script loads the whole of it as one file.

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
 * Messages travel to the browser as loader data, so they are strings, never functions: a value
 * goes in where the message says `{name}`.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The domain rules write their labels in English (price breakup, price-row labels, list
 * buttons); a page shows them in its language through the catalogue messages' `terms` (a label
 * without an entry, such as an amount, as written).
 */
export function term(t: Messages["catalogue"], label: string): string {
  const onRoad = /^On Road Price in (.+)$/.exec(label);
  if (onRoad) return fill(t.onRoadIn, { city: onRoad[1]! });
  return t.terms[label] ?? label;
}

const parsed = new Map<string, Messages>();

/**
 * The root loader's messages (one JSON text, `messagesJsonFor`) as an object, parsed once per
 * text: the layout and every route's `meta` read the same one. At most one text per language is
 * in use, so the memo holds two; a new deploy's text replaces them.
 */
export function parseMessages(json: string | undefined): Messages | null {
  if (json === undefined) return null;
  let messages = parsed.get(json);
  if (messages === undefined) {
    if (parsed.size >= 2) parsed.clear();
    parsed.set(json, (messages = JSON.parse(json) as Messages));
  }
  return messages;
}

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The page's messages in a route's `meta` (the root loader's data among the matches). */
export function metaMessages(matches: readonly MetaMatch[]): Messages | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { messages?: string } | undefined;
  return parseMessages(data?.messages) ?? undefined;
}
