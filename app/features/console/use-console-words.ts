import { useRouteLoaderData } from "react-router";
import * as messages from "#app/features/console/messages";
import * as listMessages from "#app/features/console/components/lists/messages";
import * as workMessages from "#app/features/console/components/work/messages";
import { CONSOLE_LAYOUT_ID } from "#app/features/console/components/token-field";
import type { Lang } from "#app/shared/i18n/lang";
import type { MetaMatch } from "#app/shared/i18n/use-messages";

// The console's language and words in a component: the layout's loader read the operator's choice
// (app/features/console/lang.ts); English where no layout ran.

export function useConsoleLang(): Lang {
  return useRouteLoaderData<{ lang?: Lang }>(CONSOLE_LAYOUT_ID)?.lang ?? "en";
}

export function useConsoleWords(): messages.ConsoleMessages {
  return messages[useConsoleLang()];
}

/** The console's language in a route's `meta`: the console layout's loader's, English where none ran. */
export function consoleMetaLang(matches: readonly MetaMatch[]): Lang {
  const layout = matches.find((m) => m?.id === CONSOLE_LAYOUT_ID);
  return ((layout?.loaderData ?? layout?.data) as { lang?: Lang } | undefined)?.lang ?? "en";
}

/** The console lists' words in the console's language (app/features/console/components/lists/messages.ts). */
export function useListWords(): listMessages.ListWords {
  return listMessages[useConsoleLang()];
}

/** The words of the console's daily work in its language: leads, traders, billing, disputes, deliveries, outbox. */
export function useWorkWords(): workMessages.WorkWords {
  return workMessages[useConsoleLang()];
}
