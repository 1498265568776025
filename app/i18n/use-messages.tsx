import { createContext, useContext } from "react";
import type { Lang } from "./lang";
import type { Messages } from "./types";

// How a component gets its words: the root layout provides the page's language and that
// language's messages (root loader data); components read them with `useMessages()`.

type I18n = { lang: Lang; messages: Messages | null };

const I18nContext = createContext<I18n>({ lang: "en", messages: null });

export const I18nProvider = I18nContext.Provider;

/** The page's language (from its address). */
export function useLang(): Lang {
  return useContext(I18nContext).lang;
}

/**
 * The page's messages. They are missing only where the root loader did not run (a request the
 * root middleware refused): the layout then leaves the shell out, and the error screen has its
 * own words (components/shell/error-messages.ts).
 */
export function useMessages(): Messages {
  const { messages } = useContext(I18nContext);
  if (!messages) throw new Error("messages are read outside the root layout");
  return messages;
}
