import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";

// The route table. Static first segments rank above the `/:category/:city`
// pattern, so /blog/…, /city/…, /dealer/… never reach the category-in-city screen.

/**
 * The public site's pages, in English at their path and in Hindi under /hi/: an
 * optional static first segment, so each page is one route (one id, one manifest entry) for both
 * languages and the route table the browser downloads does not grow (docs/decisions/080).
 */
const pages: RouteConfigEntry[] = [
  route("", "features/catalogue/routes/home.tsx", { id: "home" }),
  route("types-of-electric-vehicles", "features/catalogue/routes/view-all.tsx", { id: "view-all-types" }),
  route("e-rickshaw-manufacturer-companies-in-india", "features/catalogue/routes/view-all.tsx", { id: "view-all-brands" }),
  route("brand/:brandName", "features/catalogue/routes/brand.tsx", { id: "brand" }),
  route("brand/:brandName/:model", "features/catalogue/routes/model.tsx", { id: "model" }),
  route("brand/:brandName/:model/:city", "features/catalogue/routes/model-in-city.tsx", { id: "model-in-city" }),
  route("two-wheeler/:typeName", "features/catalogue/routes/type.tsx", { id: "type-two-wheeler" }),
  route("three-wheeler/:typeName", "features/catalogue/routes/type.tsx", { id: "type-three-wheeler" }),
  route("four-wheeler/:typeName", "features/catalogue/routes/type.tsx", { id: "type-four-wheeler" }),
  // Buyer tools: two or three models side by side; one model alone asks for a second (every
  // model card's "Compare" leads there).
  route("compare/:brand1/:model1", "features/tools/routes/compare.tsx", { id: "compare-one" }),
  route("compare/:brand1/:model1/vs/:brand2/:model2", "features/tools/routes/compare.tsx", { id: "compare-two" }),
  route("compare/:brand1/:model1/vs/:brand2/:model2/vs/:brand3/:model3", "features/tools/routes/compare.tsx", { id: "compare-three" }),
  route("city/:city/:typeName", "features/catalogue/routes/city-dealers.tsx", { id: "city-dealers" }),
  route(":category/:city", "features/catalogue/routes/category-city.tsx", { id: "category-city" }),
  route("dealer/:dealerName/:tab", "features/catalogue/routes/trader.tsx", { id: "dealer" }),
  route("manufacturer/:traderName/:tab", "features/catalogue/routes/trader.tsx", { id: "manufacturer" }),
  route("guides", "features/content/routes/guides.tsx", { id: "guides" }),
  // Buyer tools: the central and state subsidy of a model in a town on a date (decision 117).
  route("subsidy", "features/tools/routes/subsidy.tsx", { id: "subsidy" }),
  // Buyer tools: a lead-acid and a lithium battery side by side (decision 118).
  route("battery", "features/tools/routes/battery.tsx", { id: "battery" }),
  // The one search box's results (docs/decisions/114).
  route("search", "features/search/routes/search.tsx", { id: "search" }),
  route("blog/:url", "features/content/routes/blog.tsx", { id: "blog" }),
  route("article/:url", "features/content/routes/article.tsx", { id: "article" }),
  route("trending/:url", "features/content/routes/article.tsx", { id: "trending" }),
  route("About-Us", "features/content/routes/about.tsx", { id: "about" }),
  route("Contact-Us", "features/content/routes/contact.tsx", { id: "contact" }),
  route("Terms-of-Use", "features/content/routes/terms.tsx", { id: "terms" }),
  route("Privacy-Policy", "features/privacy/routes/privacy.tsx", { id: "privacy" }),
  route("enquiry", "features/enquiry/routes/enquiry.tsx", { id: "enquiry" }),
  // A buyer's own enquiries: see, withdraw, erase (docs/decisions/152).
  route("my-enquiries", "features/privacy/routes/my-enquiries.tsx", { id: "my-enquiries" }),
  // Your town (docs/decisions/115): the picker's GET form, which remembers the town in a cookie.
  route("town", "features/town/routes/town.tsx", { id: "town" }),
  // A town's page of every vehicle type sold near it (docs/decisions/147).
  route("town/:town", "features/town/routes/town-page.tsx", { id: "town-page" }),
  route("error", "routes/not-found.tsx", { id: "error" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
];

const inEitherLanguage = (entry: RouteConfigEntry): RouteConfigEntry => ({ ...entry, path: entry.path ? `hi?/${entry.path}` : "hi?" });

export default [
  ...pages.map(inEitherLanguage),
  // The seller workspace (docs/decisions/164): sign-in at /seller (and /hi/seller), the rest for a
  // signed-in seller only.
  route("hi?/seller", "features/seller/routes/layout.tsx", { id: "seller/layout" }, [
    index("features/seller/routes/sign-in.tsx", { id: "seller/sign-in" }),
    route("sign-out", "features/seller/routes/sign-out.ts", { id: "seller/sign-out" }),
    layout("features/seller/routes/signed-in.tsx", { id: "seller/signed-in" }, [
      route("staff", "features/seller/routes/staff.tsx", { id: "seller/staff" }),
      route("settings", "features/seller/routes/settings.tsx", { id: "seller/settings" }),
      // the seller's own profile; each change waits for the operator (docs/decisions/168)
      route("profile", "features/seller/profile/routes/profile.tsx", { id: "seller/profile" }),
      route("profile/photo", "features/seller/profile/routes/photo.ts", { id: "seller/profile-photo" }),
      // the leads board (docs/decisions/165)
      route("leads", "features/seller/board/routes/leads.tsx", { id: "seller/leads" }),
      route("leads/:id", "features/seller/board/routes/lead.tsx", { id: "seller/lead" }),
      route("leads/:id/call", "features/seller/board/routes/call.ts", { id: "seller/lead-call" }),
      // A trader's money (docs/decisions/167): months, a month's statement, its tax invoice.
      route("money", "features/seller/money/routes/months.tsx", { id: "seller/money" }),
      route("money/:month", "features/seller/money/routes/month.tsx", { id: "seller/money-month" }),
      route("money/:month/invoice", "features/seller/money/routes/invoice.tsx", { id: "seller/money-invoice" }),
      route("money/:month/invoice.pdf", "features/seller/money/routes/invoice-pdf.ts", { id: "seller/money-invoice-pdf" }),
    ]),
  ]),
  // A trader's private lead page in English and in Hindi (/hi/leads/…); its CSV has one address.
  route("hi?/leads/:token", "features/leads/routes/leads.tsx", { id: "leads" }),
  route("leads/:token/leads.csv", "features/leads/routes/leads-csv.ts", { id: "leads-csv" }),
  // The operator console: sign-in at /admin, the rest for a signed-in operator only.
  route("admin", "features/console/routes/layout.tsx", { id: "admin/layout" }, [
    index("features/console/routes/index.tsx", { id: "admin/index" }),
    layout("features/console/routes/signed-in.tsx", { id: "admin/signed-in" }, [
      route("sign-out", "features/console/routes/sign-out.ts", { id: "admin/sign-out" }),
      route("leads", "features/console/routes/leads.tsx", { id: "admin/leads" }),
      route("traders", "features/console/routes/traders.tsx", { id: "admin/traders" }),
      route("traders/:tName", "features/console/routes/trader.tsx", { id: "admin/trader" }),
      route("billing", "features/console/routes/billing.tsx", { id: "admin/billing" }),
      route("disputes", "features/console/routes/disputes.tsx", { id: "admin/disputes" }),
      // sellers' profile changes waiting for approval (docs/decisions/168)
      route("profile-changes", "features/console/routes/profile-changes.tsx", { id: "admin/profile-changes" }),
      route("profile-changes/:id/photo", "features/console/routes/profile-change-photo.ts", { id: "admin/profile-change-photo" }),
      route("deliveries", "features/console/routes/deliveries.tsx", { id: "admin/deliveries" }),
      route("catalogue", "features/console/routes/catalogue.tsx", { id: "admin/catalogue" }),
      route("catalogue/:entity", "features/console/routes/catalogue-records.tsx", { id: "admin/catalogue-records" }),
      route("catalogue/:entity/edit", "features/console/routes/catalogue-edit.tsx", { id: "admin/catalogue-edit" }),
      route("pictures", "features/console/routes/pictures.tsx", { id: "admin/pictures" }),
      route("outbox", "features/console/routes/outbox.tsx", { id: "admin/outbox" }),
      // what is kept of buyers and for how long, and who looked at it (docs/decisions/152, 153)
      route("privacy", "features/console/routes/privacy.tsx", { id: "admin/privacy" }),
      route("privacy/access", "features/console/routes/access.tsx", { id: "admin/access" }),
      route("catalogue/:entity/rename", "features/console/routes/catalogue-rename.tsx", { id: "admin/catalogue-rename" }),
      route("catalogue/:entity/delete", "features/console/routes/catalogue-delete.tsx", { id: "admin/catalogue-delete" }),
      route("catalogue/import/:job", "features/console/routes/catalogue-import.tsx", { id: "admin/catalogue-import" }),
    ]),
    // the console's language switch (docs/decisions/124), signed in or not
    route("language", "features/console/routes/language.ts", { id: "admin/language" }),
  ]),
  route("sitemap.xml", "features/seo/routes/sitemap-index.ts", { id: "sitemap-index" }),
  route("sitemap/:page", "features/seo/routes/sitemap-page.ts", { id: "sitemap-page" }),
  route("robots.txt", "features/seo/routes/robots.ts", { id: "robots" }),
  // A language's every message module, for a page that brought only its own (docs/decisions/142).
  route("site-messages/:lang", "routes/messages-json.ts", { id: "site-messages" }),
] satisfies RouteConfig;
