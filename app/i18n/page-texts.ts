import type { Metadata } from "#app/domain/entities";
import { langOfPath } from "./lang";
import type { Messages } from "./types";

// A page's metadata record (getMetadata: h1, h2, title, description) is the operator's English
// copy. A Hindi page leaves those texts out, so the screen and its head use the Hindi wording of
// the catalogue messages instead (docs/decisions/081-hindi-wording.md); `about` and keywords
// are content and stay.

type PageTexts = Pick<Metadata, "h1" | "h2" | "title" | "description">;

export function inPageLanguage<T extends Partial<PageTexts>>(request: Request, page: T): T {
  if (langOfPath(new URL(request.url).pathname) === "en") return page;
  return { ...page, h1: "", h2: [], title: "", description: "" };
}

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The page's messages in a route's `meta` (the root loader's data among the matches). */
export function metaMessages(matches: readonly MetaMatch[]): Messages | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { messages?: Messages } | undefined;
  return data?.messages;
}
