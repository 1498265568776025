import type { Metadata } from "#app/shared/entities";
import { type Block, simpleBlocks } from "#app/shared/rules/simple-text";
import { langOfPath } from "./lang";

// A page's metadata record (getMetadata: h1, h2, title, description) is the operator's English
// copy. A Hindi page leaves those texts out, so the screen and its head use the Hindi wording of
// the catalogue messages instead (docs/decisions/081-hindi-wording.md); `about` and keywords
// are content and stay, `about` read into blocks here (app/shared/rules/simple-text.ts).

type PageTexts = Pick<Metadata, "h1" | "h2" | "title" | "description" | "about">;

export type InPageLanguage<T> = Omit<T, "about"> & { about: Block[] };

export function inPageLanguage<T extends Partial<PageTexts>>(request: Request, page: T): InPageLanguage<T> {
  const about = simpleBlocks(page.about ?? "");
  if (langOfPath(new URL(request.url).pathname) === "en") return { ...page, about };
  return { ...page, h1: "", h2: [], title: "", description: "", about };
}
