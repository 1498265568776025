import type { Metadata } from "#app/domain/entities";
import { langOfPath } from "./lang";

// A page's metadata record (getMetadata: h1, h2, title, description) is the operator's English
// copy. A Hindi page leaves those texts out, so the screen and its head use the Hindi wording of
// the catalogue messages instead (docs/decisions/081-hindi-wording.md); `about` and keywords
// are content and stay.

type PageTexts = Pick<Metadata, "h1" | "h2" | "title" | "description">;

export function inPageLanguage<T extends Partial<PageTexts>>(request: Request, page: T): T {
  if (langOfPath(new URL(request.url).pathname) === "en") return page;
  return { ...page, h1: "", h2: [], title: "", description: "" };
}
