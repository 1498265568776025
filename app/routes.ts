import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of spec section 2. Static first segments rank above the `/:category/:city`
// pattern, so /blog/…, /city/…, /dealer/… never reach the category-in-city screen.
export default [
  index("routes/home.tsx"),
  route("types-of-electric-vehicles", "routes/view-all.tsx", { id: "view-all-types" }),
  route("e-rickshaw-manufacturer-companies-in-india", "routes/view-all.tsx", { id: "view-all-brands" }),
  route("brand/:brandName", "routes/brand.tsx"),
  route("brand/:brandName/:model", "routes/model.tsx"),
  route("brand/:brandName/:model/:city", "routes/model-in-city.tsx"),
  route("two-wheeler/:typeName", "routes/type.tsx", { id: "type-two-wheeler" }),
  route("three-wheeler/:typeName", "routes/type.tsx", { id: "type-three-wheeler" }),
  route("four-wheeler/:typeName", "routes/type.tsx", { id: "type-four-wheeler" }),
  route("city/:city/:typeName", "routes/city-dealers.tsx"),
  route(":category/:city", "routes/category-city.tsx"),
  route("dealer/:dealerName/:tab", "routes/trader.tsx", { id: "dealer" }),
  route("manufacturer/:traderName/:tab", "routes/trader.tsx", { id: "manufacturer" }),
  route("blog/:url", "routes/blog.tsx"),
  route("article/:url", "routes/article.tsx", { id: "article" }),
  route("trending/:url", "routes/article.tsx", { id: "trending" }),
  route("About-Us", "routes/static/about.tsx"),
  route("Contact-Us", "routes/static/contact.tsx"),
  route("Terms-of-Use", "routes/static/terms.tsx"),
  route("Privacy-Policy", "routes/static/privacy.tsx"),
  route("enquiry", "routes/enquiry.tsx"),
  route("leads/:token", "routes/leads.tsx"),
  route("leads/:token/leads.csv", "routes/leads-csv.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemap/:page", "routes/sitemap-page.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("error", "routes/not-found.tsx", { id: "error" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
