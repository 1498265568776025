import { data, redirect } from "react-router";
import { townsContext } from "#app/context";
import { TownPicker } from "#app/components/town/town-picker";
import { townPagePath, townSuggestions } from "#app/components/town/suggestions";
import { choiceFor, clearTownCookieHeader, readTownQuery, safeBack, townCookieHeader } from "#app/domain/rules/town";
import type { PageHandle } from "#app/domain/rules/page-query";
import { type CrumbHandle, crumbNames } from "#app/lib/crumb-names";
import { langOfPath, pathIn } from "#app/i18n/lang";
import { fill, metaMessages, useLang, useMessages } from "#app/i18n/use-messages";
import { siteUrlIn } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/town";

// /town (docs/decisions/115-your-town-first.md): the town picker's GET form. `?q=` a PIN code or
// a town (English or Hindi) is looked up, remembered in the `town` cookie and answered 303: back
// where the visitor was (`back`, a path of this site), or from home to the town's own page — the
// e-rickshaw page of a catalogue town, the "no dealers yet" page of any other town. `?clear=1`
// forgets the town. Without `q` (or with one that names nothing) it is the picker itself.

export const handle: PageHandle & CrumbHandle = {
  query: { q: "text", back: "text", clear: "toggle" },
  ...crumbNames((_data, messages) => [{ segment: "town", label: messages.town.page.title }]),
};

const NOT_STORED = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const towns = context.get(townsContext);
  const back = safeBack(url.searchParams.get("back"));
  const secure = url.protocol === "https:";
  if (url.searchParams.get("clear") === "1") {
    throw redirect(pathIn(lang, back ?? "/"), { status: 303, headers: { ...NOT_STORED, "Set-Cookie": clearTownCookieHeader(secure) } });
  }
  const typed = url.searchParams.get("q");
  const [current, catalogue] = await Promise.all([towns.chosen(), towns.catalogue()]);
  const page = { current: current?.name ?? null, back, towns: townSuggestions(catalogue, lang), url: siteUrlIn(context, request, "/town") };
  if (typed === null) return data({ ...page, typed: "", notFound: false }, { headers: NOT_STORED });
  const read = readTownQuery(typed);
  const place = read && read.kind !== "text" ? await towns.find(read) : null;
  if (!place) return data({ ...page, typed: typed.slice(0, 80), notFound: true }, { status: 400, headers: NOT_STORED });
  const target = back ?? townPagePath(place);
  throw redirect(pathIn(lang, target), { status: 303, headers: { ...NOT_STORED, "Set-Cookie": townCookieHeader(choiceFor(place), secure) } });
}

export default function TownPage({ loaderData }: Route.ComponentProps) {
  const { current, back, towns, typed, notFound } = loaderData;
  const t = useMessages().town.page;
  const lang = useLang();
  const forget = pathIn(lang, `/town?${new URLSearchParams({ clear: "1", ...(back ? { back } : {}) })}`);
  return (
    <div className="town-page">
      <h1>{t.title}</h1>
      {current ? (
        <p data-testid="town-current">
          {fill(t.current, { town: current })} · <a href={forget}>{t.forget}</a>
        </p>
      ) : null}
      <TownPicker towns={towns} typed={typed} notFound={notFound} back={back} />
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.town.page;
  // A form, not content: never in the index or the sitemaps.
  return pageMeta({ url: loaderData.url, title: t?.title, description: t?.description, noindex: true });
}
