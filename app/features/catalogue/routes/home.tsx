import { data, redirect } from "react-router";
import { PageLink } from "#app/shared/components/page-link";
import { LinkCardGrid } from "#app/features/catalogue/components/cards";
import { HomeSearch } from "#app/features/search/components/home-search";
import { TownDetect, TownPicker } from "#app/features/town/components/town-picker";
import { townPagePath, townSuggestions } from "#app/features/town/components/suggestions";
import { PageIntro } from "#app/shared/components/content/page-intro";
import { GuideList } from "#app/features/content/components/guide-list";
import { latestAcross } from "#app/features/content/rules/guides";
import { guideEntries, withTitles } from "#app/features/content/server/guides";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import type { Api } from "#app/shared/contract";
import { isAscii } from "#app/shared/rules/ascii";
import { brandImage, typeImage } from "#app/shared/images";
import { resolveBrand } from "#app/features/catalogue/rules/brand-search";
import { cleanQuery } from "#app/shared/search/normalise";
import { typePath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";
import { HOME_BRAND_CARDS, HOME_BRAND_REQUEST, HOME_CATEGORIES } from "#app/features/catalogue/rules/home-categories";
import { required } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/home";
import { homeLd } from "#app/features/seo/rules/structured-data";
import type { PageHandle } from "#app/shared/rules/page-query";
import { metaMessages, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

/** The latest guides the home page shows. */
const HOME_GUIDES = 4;

/** The search form without JavaScript sends brand and model (ADR 011). */
export const handle: PageHandle & MessagesHandle = { messages: ["catalogue", "lists", "search", "town"], query: { brand: "text", model: "text" } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const lang = langOfPath(new URL(request.url).pathname);
  const [brands, pages, guides, towns, , town] = await Promise.all([
    api.call("getBrandByOrder", { count: HOME_BRAND_REQUEST }),
    api.call("getMetadata", { name: "L0", value: "Home" }),
    guideEntries(api).then((entries) => withTitles(api, latestAcross(entries, HOME_GUIDES), lang)),
    townSuggestions(api, lang),
    TownDetect.ready(),
    context.get(townsContext).chosen(),
  ]);
  const [page] = required(pages);
  const names = brands.map((b) => b.brandName);
  const url = canonicalUrl(context, request);
  // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
  const yourTown = town ? { name: town.name, path: townPagePath(town) } : null;
  const found = { brands: names, towns, yourTown, page: inPageLanguage(request, page), guides, url, jsonLd: homeLd(new URL(url).origin) };
  const query = new URL(request.url).searchParams;
  // The search form without JavaScript: GET /?brand=…&model=… goes on to the brand or model page
  // when the text names one brand, else to the one search's results (docs/decisions/114); an
  // empty field does nothing.
  if (query.has("brand")) {
    const typed = query.get("brand") ?? "";
    const brand = resolveBrand(names, typed) ?? (await brandNamed(api, typed));
    if (brand) throw redirect(pathIn(lang, brandPath(brand, query.get("model")?.trim() || undefined)));
    const q = cleanQuery(typed);
    if (q) throw redirect(pathIn(lang, `/search?${new URLSearchParams({ q })}`));
    return data({ ...found, search: { typed, rejected: true } }, { status: 400 });
  }
  return { ...found, search: { typed: "", rejected: false } };
}

/**
 * A brand named exactly (any case) beyond the most popular ones the page carries: the one brand
 * the A–Z list would start a page with (docs/decisions/136), else null.
 */
async function brandNamed(api: Api, typed: string): Promise<string | null> {
  const from = typed.trim();
  // a name the catalogue could hold (the contract refuses other text)
  if (!from || from.length > 120 || !isAscii(from)) return null;
  const [first] = await api.call("getBrandFrom", { from, count: 1 });
  return first && first.brandName.toLowerCase() === from.toLowerCase() ? first.brandName : null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brands, towns, yourTown, page, guides, search } = loaderData;
  const c = useMessages().catalogue;
  const t = c.home;
  const lists = useMessages().lists;
  const lang = useLang();
  const names = useNames();
  const [brandsHeading = t.brands, typesHeading = t.types] = page?.h2 ?? [];
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{page?.h1 || t.h1}</h1>
        <div className="hero-forms">
          <HomeSearch brands={brands} typed={search.typed} rejected={search.rejected} />
          {/* Your town beside the search (docs/decisions/115-your-town-first.md). */}
          <TownPicker towns={towns} current={yourTown} />
        </div>
      </section>

      <section aria-labelledby="home-types">
        <div className="section-head">
          <h2 id="home-types">{typesHeading}</h2>
          <PageLink to="/types-of-electric-vehicles" className="section-link">
            {t.viewAllTypes}
          </PageLink>
        </div>
        <LinkCardGrid
          columns={4}
          testId="home-categories"
          cards={HOME_CATEGORIES.map((c, i) => ({ href: typePath(c.categoryName, c.typeName), image: typeImage(c.typeName), title: lang === "en" ? c.label : names.type(c.typeName), priority: i === 0 }))}
        />
      </section>

      <section aria-labelledby="home-brands">
        <div className="section-head">
          <h2 id="home-brands">{brandsHeading}</h2>
          <PageLink to="/e-rickshaw-manufacturer-companies-in-india" className="section-link">
            {t.viewAllBrands}
          </PageLink>
        </div>
        <LinkCardGrid columns={4} testId="popular-brands" cards={brands.slice(0, HOME_BRAND_CARDS).map((b) => ({ href: brandPath(b), image: brandImage(b), title: b }))} />
      </section>

      {guides.length ? (
        <section aria-labelledby="home-guides">
          <div className="section-head">
            <h2 id="home-guides">{lists.guidesLatest}</h2>
            <PageLink to="/guides" className="section-link">
              {lists.guidesAll}
            </PageLink>
          </div>
          <GuideList guides={guides} columns testId="home-guides" />
        </section>
      ) : null}

      {page?.about.length ? (
        <section className="about-block" aria-label={t.about}>
          <PageIntro about={page.about} intro={c.intro.home} />
        </section>
      ) : null}
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.catalogue.home;
  return pageMeta({ page: loaderData.page, url: loaderData.url, title: t?.title, description: t?.description, jsonLd: loaderData.jsonLd });
}
