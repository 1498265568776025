import { CacheRevalidate, cacheControl } from "#app/shared/cache/cache-strategies";
import { messagesJsonFor } from "#app/messages.server";
import { LANGS } from "#app/shared/i18n/lang";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/messages-json";

// Every message module of a language, for a browser whose page brought only its own modules: it
// fetches them once before it navigates on or opens the enquiry dialog
// (docs/decisions/142-a-page-carries-its-own-messages.md). The text is made once per isolate.
// The browser asks again each time (no-cache): the words change with a deploy, and a copy kept
// past one could lack a key the new pages read.

export function loader({ params }: Route.LoaderArgs) {
  const lang = LANGS.find((l) => l === params.lang);
  if (!lang) notFound();
  return new Response(messagesJsonFor(lang), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl(CacheRevalidate) },
  });
}
