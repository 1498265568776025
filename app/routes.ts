import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";

// The route table. Static first segments rank above the `/:category/:city`
// pattern, so /blog/…, /city/…, /dealer/… never reach the category-in-city screen.

/**
 * The public site's pages, in English at their path and in Hindi under /hi/: an
 * optional static first segment, so each page is one route (one id, one manifest entry) for both
 * languages and the route table the browser downloads does not grow (docs/decisions/080).
 */
const pages: RouteConfigEntry[] = [
  route("", "routes/home.tsx", { id: "routes/home" }),
  route("types-of-electric-vehicles", "routes/view-all.tsx", { id: "view-all-types" }),
  route("e-rickshaw-manufacturer-companies-in-india", "routes/view-all.tsx", { id: "view-all-brands" }),
  route("brand/:brandName", "routes/brand.tsx"),
  route("brand/:brandName/:model", "routes/model.tsx"),
  route("brand/:brandName/:model/:city", "routes/model-in-city.tsx"),
  route("two-wheeler/:typeName", "routes/type.tsx", { id: "type-two-wheeler" }),
  route("three-wheeler/:typeName", "routes/type.tsx", { id: "type-three-wheeler" }),
  route("four-wheeler/:typeName", "routes/type.tsx", { id: "type-four-wheeler" }),
  // Buyer tools: two or three models side by side; one model alone asks for a second (every
  // model card's "Compare" leads there).
  route("compare/:brand1/:model1", "routes/compare.tsx", { id: "compare-one" }),
  route("compare/:brand1/:model1/vs/:brand2/:model2", "routes/compare.tsx", { id: "compare-two" }),
  route("compare/:brand1/:model1/vs/:brand2/:model2/vs/:brand3/:model3", "routes/compare.tsx", { id: "compare-three" }),
  route("city/:city/:typeName", "routes/city-dealers.tsx"),
  route(":category/:city", "routes/category-city.tsx"),
  route("dealer/:dealerName/:tab", "routes/trader.tsx", { id: "dealer" }),
  route("manufacturer/:traderName/:tab", "routes/trader.tsx", { id: "manufacturer" }),
  route("guides", "routes/guides.tsx"),
  // Buyer tools: the central and state subsidy of a model in a town on a date (decision 117).
  route("subsidy", "routes/subsidy.tsx"),
  // Buyer tools: a lead-acid and a lithium battery side by side (decision 118).
  route("battery", "routes/battery.tsx"),
  // The one search box's results (docs/decisions/114).
  route("search", "routes/search.tsx"),
  route("blog/:url", "routes/blog.tsx"),
  route("article/:url", "routes/article.tsx", { id: "article" }),
  route("trending/:url", "routes/article.tsx", { id: "trending" }),
  route("About-Us", "routes/static/about.tsx"),
  route("Contact-Us", "routes/static/contact.tsx"),
  route("Terms-of-Use", "routes/static/terms.tsx"),
  route("Privacy-Policy", "routes/static/privacy.tsx"),
  route("enquiry", "routes/enquiry.tsx"),
  // A buyer's own enquiries: see, withdraw, erase (docs/decisions/152).
  route("my-enquiries", "routes/my-enquiries.tsx"),
  // Your town (docs/decisions/115): the picker's GET form, which remembers the town in a cookie.
  route("town", "routes/town.tsx"),
  // A town's page of every vehicle type sold near it (docs/decisions/147).
  route("town/:town", "routes/town-page.tsx"),
  route("error", "routes/not-found.tsx", { id: "error" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
];

const inEitherLanguage = (entry: RouteConfigEntry): RouteConfigEntry => ({ ...entry, path: entry.path ? `hi?/${entry.path}` : "hi?" });

export default [
  ...pages.map(inEitherLanguage),
  route("leads/:token", "routes/leads.tsx"),
  route("leads/:token/leads.csv", "routes/leads-csv.ts"),
  // The operator console: sign-in at /admin, the rest for a signed-in operator only.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    layout("routes/admin/signed-in.tsx", [
      route("sign-out", "routes/admin/sign-out.ts"),
      route("leads", "routes/admin/leads.tsx"),
      route("traders", "routes/admin/traders.tsx"),
      route("traders/:tName", "routes/admin/trader.tsx"),
      route("billing", "routes/admin/billing.tsx"),
      route("disputes", "routes/admin/disputes.tsx"),
      route("deliveries", "routes/admin/deliveries.tsx"),
      route("catalogue", "routes/admin/catalogue.tsx"),
      route("catalogue/:entity", "routes/admin/catalogue-records.tsx"),
      route("catalogue/:entity/edit", "routes/admin/catalogue-edit.tsx"),
      route("pictures", "routes/admin/pictures.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      // what is kept of buyers and for how long, and who looked at it (docs/decisions/152, 153)
      route("privacy", "routes/admin/privacy.tsx"),
      route("privacy/access", "routes/admin/access.tsx"),
      route("catalogue/:entity/rename", "routes/admin/catalogue-rename.tsx"),
      route("catalogue/:entity/delete", "routes/admin/catalogue-delete.tsx"),
      route("catalogue/import/:job", "routes/admin/catalogue-import.tsx"),
    ]),
    // the console's language switch (docs/decisions/124), signed in or not
    route("language", "routes/admin/language.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemap/:page", "routes/sitemap-page.ts"),
  route("robots.txt", "routes/robots.ts"),
  // A language's every message module, for a page that brought only its own (docs/decisions/142).
  route("site-messages/:lang", "routes/messages-json.ts"),
] satisfies RouteConfig;
