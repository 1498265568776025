import { Link, data, redirect } from "react-router";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import { ChipLinks } from "#app/shared/components/chip-links";
import { PageLetters } from "#app/features/catalogue/components/lists/brand-index";
import type { Api } from "#app/shared/contract";
import { LIST_PAGE, pageOf, pageStartFor, pageStartQuery, readPageStart } from "#app/shared/rules/list-pages";
import { useNames } from "#app/shared/i18n/names";
import { notFound } from "#app/shared/lib/route-errors";
import { TownPicker } from "#app/features/town/components/town-picker";
import { townPagePath, townSuggestions, typeInTownPath } from "#app/features/town/components/suggestions";
import { listableTypes } from "#app/shared/rules/lists";
import { choiceFor, clearTownCookieHeader, readTownQuery, townCookieHeader } from "#app/features/town/rules/town";
import { returnPathIn } from "#app/shared/rules/safe-url";
import type { PageHandle } from "#app/shared/rules/page-query";
import { type CrumbHandle, crumbNames } from "#app/shared/lib/crumb-names";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { fillNodes } from "#app/shared/i18n/fill-nodes";
import { fill, metaMessages, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/town";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import { NOT_STORED } from "#app/shared/lib/section-data";

// /town (docs/decisions/115-your-town-first.md): the town picker's GET form. `?q=` a PIN code or
// a town (English or Hindi) is looked up, remembered in the `town` cookie and answered 303: to the
// vehicle type in view in that town (`type`, from a type's page: docs/decisions/147), else back
// where the visitor was (`back`, a path of this site), else from home to the town's own page of
// every type sold near it (/town/{town}). `?clear=1` forgets the town. Without `q` (or with one
// that names nothing) it is the picker itself.

export const handle: PageHandle & CrumbHandle & MessagesHandle = {
  messages: ["town"],
  query: { q: "text", back: "text", type: "text", clear: "toggle", state: "text", from: "text" },
  ...crumbNames((_data, messages) => [{ segment: "town", label: messages.town.page.title }]),
};


export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const towns = context.get(townsContext);
  // Where to go back to, in this page's language: the address the Location header will carry.
  const back = returnPathIn(lang, url.searchParams.get("back"));
  const secure = url.protocol === "https:";
  if (url.searchParams.get("clear") === "1") {
    throw redirect(back ?? pathIn(lang, "/"), { status: 303, headers: { ...NOT_STORED, "Set-Cookie": clearTownCookieHeader(secure) } });
  }
  const typed = url.searchParams.get("q");
  const api = context.get(apiContext);
  const [current, suggested, states, inState, type] = await Promise.all([towns.chosen(), townSuggestions(api, lang), api.call("getState", {}), stateTowns(request, api), typeAsked(api, url.searchParams.get("type"))]);
  const page = { current: current?.name ?? null, back, type, towns: suggested, states: states.map((s) => s.stateName), inState, url: siteUrlIn(context, request, "/town") };
  if (typed === null) return data({ ...page, typed: "", notFound: false }, { headers: NOT_STORED });
  const read = readTownQuery(typed);
  const place = read && read.kind !== "text" ? await towns.find(read) : null;
  if (!place) return data({ ...page, typed: typed.slice(0, 80), notFound: true }, { status: 400, headers: NOT_STORED });
  const target = type ? pathIn(lang, typeInTownPath(type, place)) : (back ?? pathIn(lang, townPagePath(place)));
  throw redirect(target, { status: 303, headers: { ...NOT_STORED, "Set-Cookie": townCookieHeader(choiceFor(place), secure) } });
}

/** `?type=`: a vehicle type the site lists (its name as the catalogue spells it), else none: the picker then goes back or to the town's page. */
async function typeAsked(api: Api, asked: string | null): Promise<string | null> {
  const wanted = (asked ?? "").trim().toLowerCase();
  if (!wanted) return null;
  const types = listableTypes(await api.call("getTypeByOrder", {}));
  return types.find((t) => t.typeName.toLowerCase() === wanted)?.typeName ?? null;
}

/**
 * `?state=`: one page of the state's towns A to Z from `?from=`, each a link to its own page
 * (docs/decisions/136); a state the catalogue has no town in is the 404 page.
 */
async function stateTowns(request: Request, api: Api) {
  const params = new URL(request.url).searchParams;
  const asked = (params.get("state") ?? "").trim();
  if (!asked) return null;
  const from = readPageStart(params.get("from"));
  const rows = await api.call("getCityByState", { stateName: asked.slice(0, 120), from, count: LIST_PAGE + 1 });
  if (rows.length === 0 && from === "") notFound();
  const start = pageStartFor(from, rows[0]?.cityName);
  if (start !== null) throw redirect(`${new URL(request.url).pathname}${pageStartQuery(start, { state: asked })}`);
  const { items, next } = pageOf(rows, (t) => t.cityName);
  return {
    stateName: items[0]!.stateName,
    towns: items.map((t) => ({ name: t.cityName, path: townPagePath({ name: t.cityName, catalogueTown: t.cityName }) })),
    next,
    paged: from !== "" || next !== null,
  };
}

export default function TownPage({ loaderData }: Route.ComponentProps) {
  const { current, back, type, towns, typed, notFound, states, inState } = loaderData;
  const t = useMessages().town.page;
  const lang = useLang();
  const names = useNames();
  const forget = pathIn(lang, `/town?${new URLSearchParams({ clear: "1", ...(back ? { back } : {}) })}`);
  return (
    <div className="town-page">
      <h1>{t.title}</h1>
      {current ? (
        <p data-testid="town-current">
          {fillNodes(t.current, { town: names.town(current), forget: <a href={forget}>{t.forget}</a> })}
        </p>
      ) : null}
      <TownPicker towns={towns} typed={typed} notFound={notFound} back={back} type={type} />
      {inState ? (
        <section aria-labelledby="state-towns" className="state-towns" data-testid="state-towns">
          <h2 id="state-towns">{fill(t.inState, { state: names.state(inState.stateName) })}</h2>
          {inState.paged ? <PageLetters label={t.townLetters} rest={{ state: inState.stateName }} /> : null}
          <ChipLinks label={fill(t.inState, { state: names.state(inState.stateName) })} links={inState.towns.map((town) => ({ href: town.path, label: names.town(town.name) }))} />
          <p className="list-actions">
            {inState.next ? (
              <Link to={{ search: pageStartQuery(inState.next, { state: inState.stateName }) }} className="button button-secondary" data-testid="state-towns-next">
                {fill(t.townsNext, { name: names.town(inState.next) })}
              </Link>
            ) : null}
            <Link to={{ search: "" }} className="button button-secondary">
              {t.allStates}
            </Link>
          </p>
        </section>
      ) : (
        <section aria-labelledby="towns-by-state" data-testid="towns-by-state">
          <h2 id="towns-by-state">{t.byState}</h2>
          <ChipLinks label={t.byState} links={states.map((state) => ({ href: `/town${pageStartQuery("", { state })}`, label: names.state(state) }))} />
        </section>
      )}
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.town.page;
  // A form, not content: never in the index or the sitemaps.
  return pageMeta({ url: loaderData.url, title: t?.title, description: t?.description, noindex: true });
}
