import type { CatalogueEntity, CatalogueItem } from "../../catalogue/rules/entities";

// The page data (metadata, looked up by key pairs) that the screens of a new record need:
// a brand page, a model's price page in a city, a dealer's or manufacturer's three tabs, a blog, an
// article. A record added by an import gets plain texts for each page that has none, so its pages
// answer at once; page data that exists is never replaced (docs/decisions/072-catalogue-csv.md).
// So it states no price: the price of a town changes, its page data stays; the pages say the price
// from the numbers (docs/decisions/145). Its about is plain text (docs/decisions/146).

export type PageMetadata = {
  name: string;
  value: string;
  h1: string;
  h2: string[];
  about: string;
  title: string;
  description: string;
  keywords: string;
  /** Listed pairs make the city link lists (getMetadataByName) and the sitemap's article list. */
  listed: boolean;
};

const text = (item: CatalogueItem, field: string) => String(item[field] ?? "").trim();
const page = (name: string, value: string, h1: string, description: string, extra: Partial<PageMetadata> = {}): PageMetadata => ({
  name, value, h1, h2: [h1], about: "", title: h1.slice(0, 60), description: description.slice(0, 160), keywords: "", listed: false, ...extra,
});

export function pageMetadataOf(entity: CatalogueEntity, item: CatalogueItem): PageMetadata[] {
  switch (entity) {
    case "brands": {
      const brand = text(item, "brandName");
      return [page("brand", brand, `${brand} Electric Vehicles`, `${brand} electric vehicle prices, specifications and dealers in India.`, {
        h2: [`${brand} Models`, `${brand} Price in Cities`, `${brand} Dealers`],
        title: `${brand} Price, Models and Dealers in India`,
      })];
    }
    case "prices": {
      const model = `${text(item, "brandName")} ${text(item, "name")}`;
      const city = text(item, "cityName");
      return [page(model, city, `${model} Price in ${city}`, `${model} price in ${city}: ex-showroom and on-road price, EMI, offers and dealers.`, {
        h2: [`${model} On Road Price in ${city}`, `${model} Specifications`, `Other ${text(item, "brandName")} Models`],
        about: `Confirm the latest on-road price of the ${model} in ${city} with the nearest authorised dealer.`,
        listed: true,
      })];
    }
    case "traders": {
      const tName = text(item, "tName");
      const name = text(item, "traderName");
      const prefix = text(item, "traderType") === "Manufacturer" ? "trader" : "dealer";
      const city = text(item, "cityName");
      const where = city ? `, ${city}` : "";
      return [
        page(`${prefix}-about`, tName, name, `${name}${where}: profile, products and contact details.`),
        page(`${prefix}-auto`, tName, `${name} Products`, `Models offered by ${name}${where}.`),
        page(`${prefix}-contact`, tName, `Contact ${name}`, `Address and enquiry form of ${name}${where}.`),
      ];
    }
    case "blogs":
      return [page("blog", text(item, "url"), text(item, "name"), text(item, "name"))];
    case "articles":
      return [page(text(item, "name"), text(item, "url"), text(item, "h1"), text(item, "p") || text(item, "h1"), { listed: true })];
    case "models":
    case "subsidies":
      return [];
  }
}
