import { data } from "react-router";
import { ChipLinks } from "#app/shared/components/chip-links";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { PageLink } from "#app/shared/components/page-link";
import { hitLabel } from "#app/features/search/components/hit-label";
import { SearchBox } from "#app/features/search/components/search-box";
import { townPagePath } from "#app/features/town/components/suggestions";
import { type Towns, townsContext } from "#app/features/town/context";
import { apiContext } from "#app/shared/context";
import type { Api } from "#app/shared/contract";
import { namesIn } from "#app/shared/i18n/names.server";
import { listableTypes } from "#app/shared/rules/lists";
import type { PageHandle } from "#app/shared/rules/page-query";
import { typePath } from "#app/shared/rules/paths";
import { readTownQuery } from "#app/features/town/rules/town";
import { hindiTownName } from "#app/shared/i18n/town-names-hi";
import { groupHits } from "#app/shared/search/groups";
import type { SearchHit } from "#app/shared/search/hit";
import { MAX_QUERY_LENGTH, cleanQuery } from "#app/shared/search/normalise";
import { type Lang, langOfPath } from "#app/shared/i18n/lang";
import { fill, metaMessages, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/search";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

// /search?q= and /hi/search?q=: the one search box's results, rendered on the server, grouped
// (types, towns, brands, models, dealers, manufacturers, guides), working without JavaScript.
// Nothing found offers the type pages and the enquiry button; text that cannot be searched (too
// long, nothing left once control characters are removed) is a page saying so (400), never an
// error. Result pages are noindex (docs/decisions/114-one-search-box.md).

export const handle: PageHandle & MessagesHandle = {
  messages: ["search", "lists"],
  query: { q: "search" },
  ...crumbNames((_, t) => [{ segment: "search", label: t.search.title }]),
};

/** Hits per group on the page (the suggestions show fewer). */
const PER_GROUP = 8;

type State = "empty" | "found" | "nothing" | "tooLong" | "unreadable";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const raw = url.searchParams.get("q");
  const q = cleanQuery(raw ?? "");
  const page = (state: State, status = 200, found: Awaited<ReturnType<typeof resultsFor>> = { groups: [], types: [] }) =>
    data({ q: q.slice(0, MAX_QUERY_LENGTH), state, ...found, url: canonicalUrl(context, request) }, { status });
  if (q.length > MAX_QUERY_LENGTH) return page("tooLong", 400);
  if (q === "") return raw?.trim() ? page("unreadable", 400) : page("empty");
  const found = await resultsFor(api, context.get(townsContext), q, langOfPath(url.pathname));
  return page(found.groups.length ? "found" : "nothing", 200, found);
}

async function resultsFor(api: Api, towns: Towns, q: string, lang: Lang) {
  const found = await api.call("search", { q });
  const namesTown = found.some((h) => h.kind === "typeInTown" || h.kind === "dealersInTown");
  const hits = namesTown ? found : [...(await anyTownHits(towns, q)), ...found];
  const groups = groupHits(
    hits.map(({ kind, title, titleHi, detail, detailHi, href, score }) => ({ kind, title, titleHi, detail, detailHi, href, score })),
    PER_GROUP,
  );
  if (groups.length) return { groups, types: [] };
  // Nothing found: every vehicle type, by the name the page's language gives it.
  const types = listableTypes(await api.call("getTypeByOrder", {})).map((t) => ({
    href: typePath(t.categoryName, t.typeName),
    label: namesIn(lang).type(t.typeName),
  }));
  return { groups, types };
}

/**
 * A PIN code or a town the catalogue's search does not know ("221001", "Varanasi", "वाराणसी") is
 * looked up as the town picker looks it up, and leads to that town's own page: every vehicle type
 * sold near it, with its prices and dealers or the nearest town's (docs/decisions/115, 147).
 */
async function anyTownHits(towns: Towns, q: string): Promise<SearchHit[]> {
  const read = readTownQuery(q);
  const place = read && read.kind !== "text" ? await towns.find(read) : null;
  const href = place ? townPagePath(place) : "/";
  if (!place || href === "/") return [];
  const name = place.catalogueTown ?? place.name;
  return [{ kind: "town", title: name, detail: name, detailHi: hindiTownName(name) ?? undefined, href, score: Number.MAX_SAFE_INTEGER }];
}

export default function SearchScreen({ loaderData }: Route.ComponentProps) {
  const { q, state, groups, types } = loaderData;
  const lang = useLang();
  const messages = useMessages();
  const t = messages.search;
  return (
    <div className="search-page">
      <h1>{state === "found" ? fill(t.resultsFor, { q }) : state === "nothing" ? fill(t.nothingFound, { q }) : t.h1}</h1>
      <SearchBox q={q} refused={state === "tooLong" ? fill(t.tooLong, { max: MAX_QUERY_LENGTH }) : state === "unreadable" ? t.unreadable : undefined} />
      {state === "empty" ? <p className="muted">{t.intro}</p> : null}
      {groups.map(({ group, hits }) => (
        <section key={group} aria-labelledby={`search-${group}`} data-testid={`search-${group}`} className="search-group">
          <h2 id={`search-${group}`}>{t.groups[group]}</h2>
          <ul className="search-hits">
            {hits.map((hit) => {
              const { label, detail } = hitLabel(hit, lang, messages);
              return (
                <li key={hit.href}>
                  {/* a guide without a Hindi title is named in English: marked so on a Hindi page */}
                  <PageLink to={hit.href} lang={lang === "hi" && hit.kind === "guide" && !hit.titleHi ? "en" : undefined}>{label}</PageLink>
                  {detail ? <span className="search-detail">{detail}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {state === "nothing" ? (
        <section aria-labelledby="search-nothing" data-testid="search-nothing" className="search-nothing">
          <p id="search-nothing">{t.nothingHelp}</p>
          <EnquiryButton input={{ typeOfQuery: "Contact to Know More" }}>{t.enquire}</EnquiryButton>
          <h2>{t.browseTypes}</h2>
          <ChipLinks links={types} label={t.browseTypes} testId="search-types" />
        </section>
      ) : null}
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.search;
  // A results page is noindex: its text is whatever was typed, and its links are the catalogue's
  // own pages, which crawlers reach from the sitemaps (docs/decisions/114).
  return pageMeta({
    url: loaderData.url,
    title: t && (loaderData.q ? fill(t.titleFor, { q: loaderData.q }) : t.title),
    description: t?.intro,
    noindex: loaderData.state !== "empty",
  });
}
