import type { Messages } from "./types";

// Which message modules a page carries (docs/decisions/142-a-page-carries-its-own-messages.md).
// A page's data block holds the modules the shell always reads and those its routes name in
// `handle.messages`; a browser that navigates on, or opens the enquiry dialog, first completes its
// language's modules (`completeMessages` in ./use-messages.tsx). A lookup of a module the page
// was not given throws, on the server as in the browser, so a route that forgets one fails its
// tests instead of showing keys or blanks.

/** The modules in the order of app/messages.server.ts (a set's key and its JSON follow it). */
export const MODULE_NAMES = ["shell", "catalogue", "enquiry", "trader", "lists", "search", "town", "names", "specNames", "privacy"] as const;

export type ModuleName = (typeof MODULE_NAMES)[number];

/**
 * Every page's: the header (its town line names the visitor's town), the breadcrumb (it names
 * types, categories and towns), the footer and the error screen.
 */
export const SHELL_MODULES: readonly ModuleName[] = ["shell", "names"];

/** What a route module's `handle` may say about its messages: the modules its components read. */
export type MessagesHandle = { messages?: readonly ModuleName[] };

type Matched = { handle?: unknown } | undefined;

/** The modules of a page: the shell's and those its matched routes name, in catalogue order. */
export function modulesOfMatches(matches: readonly Matched[]): ModuleName[] {
  const named = new Set<ModuleName>(SHELL_MODULES);
  for (const match of matches) {
    const handle = match?.handle as MessagesHandle | undefined;
    for (const name of handle?.messages ?? []) named.add(name);
  }
  return MODULE_NAMES.filter((name) => named.has(name));
}

/** One key per set of modules (they come in catalogue order). */
export const modulesKey = (modules: readonly ModuleName[]) => modules.join(",");

/** Thrown by a lookup of a module the page was not given. */
export class MissingMessages extends Error {
  constructor(readonly module: string) {
    super(`The "${module}" messages were not given to this page: name the module in its route's handle.messages (app/shared/i18n/message-modules.ts)`);
    this.name = "MissingMessages";
  }
}

/**
 * The page's view of a language's messages: the modules of `modules` as they are, every other
 * module a getter that throws `MissingMessages`. A module named but not (yet) received throws too.
 */
export function messagesView(received: Partial<Messages>, modules: readonly ModuleName[]): Messages {
  const view = {} as Record<string, unknown>;
  for (const name of MODULE_NAMES) {
    const given = modules.includes(name) ? received[name] : undefined;
    if (given) view[name] = given;
    else Object.defineProperty(view, name, { enumerable: false, get: () => { throw new MissingMessages(name); } });
  }
  return view as Messages;
}

/** The named modules of the received ones, as the page's data block carries them. */
export function pickModules(received: Partial<Messages>, modules: readonly ModuleName[]): Partial<Messages> {
  return Object.fromEntries(modules.filter((name) => received[name]).map((name) => [name, received[name]]));
}
