import { cityRoutePath, priceInSegment } from "#app/shared/rules/city-route";
import { listableTypes } from "#app/shared/rules/lists";
import { brandPath, routeSegment } from "#app/shared/rules/slug";
import type { PageType } from "#app/features/seo/rules/sitemap";
import { sampleTables } from "../../seed";

// The status table: URLs made from the sample catalogue and the spec's rules, with the status and
// the screen each must answer with. A page's screen is recognised by its h1, the h1 of its
// metadata record (every screen renders it); pages without a record name what their h1 holds.

export type StatusRow = {
  path: string;
  status: 200 | 404;
  /** The screen: a page type for 200 rows, the error screen for 404 rows. */
  screen: PageType | "not-found";
  /** Text an h1 of a 200 page must contain (null: the page has an h1, whatever it says). */
  h1: string | null;
  why: string;
};

const t = sampleTables();
const str = (v: unknown) => String(v);
const enc = (s: string) => encodeURIComponent(routeSegment(s));
const firstOf = <T>(items: readonly T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
};

function h1Of(name: string, value: string): string {
  const row = t.metadata.find((m) => str(m.name).toLowerCase() === name.toLowerCase() && str(m.value) === value);
  if (!row) throw new Error(`the sample has no metadata (${name}, ${value})`);
  return str(row.h1);
}

const page = (screen: PageType, path: string, h1: string | null, why: string): StatusRow => ({ path, status: 200, screen, h1, why });
const missing = (path: string, why: string): StatusRow => ({ path, status: 404, screen: "not-found", h1: null, why });

const types = listableTypes(t.vehicle_type.map((r) => ({ typeName: str(r.typeName), categoryName: str(r.categoryName) })));
const listed = (name: string) => t.metadata.filter((m) => str(m.name) === name && m.listed);
const traders = (type: string) => t.trader.filter((r) => r.traderType === type);
// The first few, and those whose names carry characters a slug drops (&, dots, brackets).
const someTraders = (type: string) =>
  traders(type).filter((r, i) => i < 3 || /[&.()]/.test(str(r.traderName))).slice(0, 6);

function validRows(): StatusRow[] {
  const rows: StatusRow[] = [
    page("home", "/", h1Of("L0", "Home"), "home"),
    page("view-all", "/types-of-electric-vehicles", null, "view-all type list"),
    page("view-all", "/e-rickshaw-manufacturer-companies-in-india", null, "view-all brand list"),
    page("guides", "/guides", "Electric Vehicle Guides, News and Articles", "guides hub"),
    page("static", "/About-Us", h1Of("L1", "About"), "static page"),
    page("static", "/Contact-Us", h1Of("L1", "Contact"), "static page"),
    page("static", "/Terms-of-Use", h1Of("L1", "Term"), "static page"),
    page("static", "/Privacy-Policy", h1Of("L1", "Privacy"), "static page"),
  ];
  for (const b of t.brand) rows.push(page("brand", brandPath(str(b.brandName)), h1Of("brand", str(b.brandName)), "every brand"));
  for (const p of firstOf(t.product, (p) => str(p.brandName))) {
    rows.push(page("model", brandPath(str(p.brandName), str(p.name)), str(p.name), "a model of every brand"));
  }
  for (const p of firstOf(t.price, (p) => str(p.brandName))) {
    const [brand, model, city] = [str(p.brandName), str(p.name), str(p.cityName)];
    rows.push(page("model-in-city", `${brandPath(brand, model)}/${priceInSegment(city)}`, h1Of(`${brand} ${model}`, city), "a model in a city, every brand"));
  }
  for (const type of types) {
    const path = `/${routeSegment(type.categoryName)}/${enc(type.typeName)}`;
    rows.push(page("type", path, h1Of(type.categoryName, type.typeName), "every listable type"));
    const [city] = listed(type.typeName);
    if (city) rows.push(page("category-in-city", `/${enc(type.typeName)}/${enc(str(city.value))}`, h1Of(type.typeName, str(city.value)), "a city of every type"));
    const [dealerCity] = listed(`${type.typeName} dealers`);
    if (dealerCity) {
      const name = `${type.typeName} dealers`;
      rows.push(page("city-dealers", cityRoutePath(str(dealerCity.value), name), h1Of(name, str(dealerCity.value)), "dealers of every type in a city"));
    }
  }
  for (const [screen, prefix, type] of [["dealer", "dealer", "Dealer"], ["manufacturer", "trader", "Manufacturer"]] as const) {
    for (const trader of someTraders(type)) {
      const tName = str(trader.tName);
      for (const [tab, key] of [["About", "about"], ["Product", "auto"], ["Contact", "contact"]]) {
        rows.push(page(screen, `/${screen}/${encodeURIComponent(tName)}/${tab}`, h1Of(`${prefix}-${key}`, tName), `${screen} ${tab} tab`));
      }
    }
  }
  for (const b of t.blog) rows.push(page("blog", `/blog/${encodeURIComponent(str(b.url))}`, str(b.name), "every blog"));
  for (const a of t.article) rows.push(page("article", `/${str(a.name)}/${encodeURIComponent(str(a.url))}`, str(a.h1), "every article"));
  return rows;
}

const NON_ASCII = encodeURIComponent("é");
const HINDI = encodeURIComponent("महिंद्रा");

function nonAsciiRows(): StatusRow[] {
  const dealer = str(traders("Dealer")[0]?.tName);
  const maker = str(traders("Manufacturer")[0]?.tName);
  const why = "route parameters containing non-ASCII characters lead to the error page";
  return [
    `/brand/${HINDI}`, `/brand/Mahindr${NON_ASCII}`,
    `/brand/${HINDI}/e-Alfa-Mini`, `/brand/Mahindra/e-Alfa-Mini${NON_ASCII}`,
    `/brand/Mahindra/e-Alfa-Mini/Price-In-N${NON_ASCII}ida`, `/brand/M${NON_ASCII}/e-Alfa-Mini/Price-In-Noida`,
    `/three-wheeler/e-rickshaw${NON_ASCII}`, `/two-wheeler/electric-scooter${NON_ASCII}`, `/four-wheeler/electric-golf-cart${NON_ASCII}`,
    `/city/N${NON_ASCII}ida/electric-rickshaw-dealers`, `/city/Noida/electric-rickshaw-dealers${NON_ASCII}`,
    `/e-rickshaw/N${NON_ASCII}ida`, `/e-rickshaw${NON_ASCII}/Noida`,
    `/dealer/${dealer}${NON_ASCII}/About`, `/dealer/${dealer}/About${NON_ASCII}`,
    `/manufacturer/${maker}${NON_ASCII}/About`, `/manufacturer/${maker}/Contact${NON_ASCII}`,
    `/blog/${str(t.blog[0]?.url)}${NON_ASCII}`, `/article/${str(t.article[0]?.url)}${NON_ASCII}`, `/trending/${HINDI}`,
  ].map((path) => missing(path, why));
}

/** A query string is not a route parameter: a campaign tag in Hindi still gets the page. */
function nonAsciiQueryRows(): StatusRow[] {
  const why = "a non-ASCII character in a query string never leads to the error page";
  return [
    page("home", `/?q=${NON_ASCII}`, null, why),
    page("view-all", `/types-of-electric-vehicles?more=${encodeURIComponent("१")}`, null, why),
    page("static", `/About-Us?ref=${HINDI}`, null, why),
  ];
}

function unknownRows(): StatusRow[] {
  const product = t.product[0]!;
  const [brand, model] = [str(product.brandName), str(product.name)];
  const otherBrand = str(t.brand.find((b) => b.brandName !== brand)?.brandName);
  const pricedCities = new Set(t.price.filter((p) => p.brandName === brand && p.name === model).map((p) => str(p.cityName)));
  const unpricedCity = str(t.city.find((c) => !pricedCities.has(str(c.cityName)))?.cityName);
  const eRickshawCities = new Set(listed("e rickshaw").map((m) => str(m.value)));
  const noERickshaws = str(t.city.find((c) => !eRickshawCities.has(str(c.cityName)))?.cityName);
  const noDealers = t.metadata.find((m) => m.name === "e rickshaw dealers" && !m.listed);
  const dealer = str(traders("Dealer")[0]?.tName);
  const maker = str(traders("Manufacturer")[0]?.tName);
  const sectionOf = (name: string) => str(t.article.find((a) => a.name === name)?.url);
  const model_ = brandPath(brand, model);
  const rows: StatusRow[] = [
    missing("/brand/No-Such-Brand", "unknown brand"),
    missing(`${brandPath(brand)}/No-Such-Model`, "unknown model"),
    missing(brandPath(otherBrand, model), "a model under another brand"),
    missing(`${model_}/${priceInSegment("Atlantis")}`, "unknown city"),
    missing(`${model_}/${priceInSegment(unpricedCity)}`, "a city without a price for the model"),
    missing(`${brandPath("No Such Brand", model)}/${priceInSegment("Noida")}`, "unknown brand in a model-in-city URL"),
    missing(`${model_}/Noida`, "city route: a city without separators goes to error"),
    missing(`${model_}/PriceInNoida`, "city route: a city without separators goes to error"),
    missing(`${model_}/Price%20In%20Noida`, "city route: literal spaces are no separators"),
    missing(`${model_}/Price-In-`, "city route: no city after the prefix"),
    missing(`${model_}/Price-In-Noida.php`, "city route: a city must be letters"),
    missing("/three-wheeler/no-such-type", "unknown type"),
    missing("/two-wheeler/no-such-type", "unknown type"),
    missing("/four-wheeler/no-such-type", "unknown type"),
    missing("/three-wheeler/spare-parts", "an unknown name from the type-name lookup"),
    missing("/no-such-type/Noida", "unknown category"),
    missing("/e-rickshaw/Atlantis", "unknown city"),
    // A town the catalogue knows but lists no e-rickshaws in has the page of a town without
    // dealers (docs/decisions/115-your-town-first.md); a name nobody knows stays the 404 above.
    page("category-in-city", `/e-rickshaw/${enc(noERickshaws)}`, `E Rickshaw dealers in ${noERickshaws}`, "a catalogue town without the category: its page without dealers"),
    missing("/city/Noida/e-rickshaw-dealers", "city route: the type e rickshaw dealers goes to error"),
    missing("/city/Atlantis/electric-rickshaw-dealers", "unknown city"),
    missing("/city/Noida/no-such-type-dealers", "unknown type"),
    missing("/city/Noida.php/electric-rickshaw-dealers", "city route: a city must be letters"),
    missing("/city/---/electric-rickshaw-dealers", "city route: an empty city"),
    missing(`/dealer/No-Such-Dealer/About`, "unknown dealer"),
    missing(`/dealer/${maker}/About`, "a manufacturer is no dealer"),
    missing(`/dealer/${dealer}/Reviews`, "unknown dealer tab"),
    missing(`/manufacturer/No-Such-Maker/About`, "unknown trader"),
    missing(`/manufacturer/${dealer}/About`, "a dealer is no manufacturer"),
    missing(`/manufacturer/${maker}/Reviews`, "unknown manufacturer tab"),
    missing("/blog/no-such-post", "unknown blog"),
    missing("/article/no-such-article", "unknown article"),
    missing("/trending/no-such-article", "unknown article"),
    missing(`/trending/${sectionOf("article")}`, "an article of another section"),
  ];
  if (noDealers) rows.push(missing(cityRoutePath(str(noDealers.value), "e rickshaw dealers"), "a city without dealers"));
  return rows;
}

function unmatchedRows(): StatusRow[] {
  return [
    "/error", "/error?from=/brand/x", "/ERROR", "/no/such/path/here", "/brand", "/blog", "/dealer/Only-Name",
    "/city/Noida", "/brand/a/b/c/d", "/wp-login.php", "/index.html", "/.env", "/About-Us/extra",
    "/three-wheeler", "/three-wheeler/e-rickshaw/Noida", "/sitemap", "/api-docs/v1/x",
  ].map((path) => missing(path, path.startsWith("/error") || path === "/ERROR" ? "/error answers 404" : "unmatched route"));
}

export function statusRows(): StatusRow[] {
  return [...validRows(), ...nonAsciiRows(), ...nonAsciiQueryRows(), ...unknownRows(), ...unmatchedRows()];
}
