// One page of each type of the site, from the sample catalogue: what `npm --prefix tools run shots`
// photographs and what the browser tests check for sideways scrolling and accessibility.

export const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "all-types", path: "/types-of-electric-vehicles" },
  { name: "all-brands", path: "/e-rickshaw-manufacturer-companies-in-india" },
  // a page of the brands' A–Z index other than the first (docs/decisions/136)
  { name: "all-brands-from", path: "/e-rickshaw-manufacturer-companies-in-india?from=M" },
  { name: "brand", path: "/brand/Mahindra" },
  { name: "model", path: "/brand/Mahindra/e-Alfa-Mini" },
  { name: "model-in-city", path: "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida" },
  { name: "type", path: "/three-wheeler/e-rickshaw" },
  // a type's list sorted and narrowed by the buyer (docs/decisions/148)
  { name: "type-narrowed", path: "/three-wheeler/e-rickshaw?sort=range&battery=lead-acid&budget=100000-150000" },
  { name: "compare", path: "/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City" },
  { name: "type-four-wheeler", path: "/four-wheeler/electric-golf-cart" },
  { name: "category-city", path: "/e-rickshaw/Noida" },
  { name: "city-dealers", path: "/city/Noida/electric-rickshaw-dealers" },
  { name: "town-without-dealers", path: "/e-rickshaw/Varanasi" },
  { name: "town", path: "/town" },
  // a town's page of every type sold near it (docs/decisions/147)
  { name: "town-page", path: "/town/Varanasi" },
  // the towns of one state, a page of the town list (docs/decisions/136)
  { name: "town-state", path: "/town?state=Uttar+Pradesh" },
  { name: "dealer", path: "/dealer/Shree-Ganesh-E-Motors/About" },
  { name: "dealer-product", path: "/dealer/Shree-Ganesh-E-Motors/Product" },
  { name: "manufacturer-contact", path: "/manufacturer/Kinetic-Green-Energy-and-Power-Solutions-Ltd/Contact" },
  { name: "blog", path: "/blog/how-to-choose-an-e-rickshaw" },
  { name: "article", path: "/article/e-rickshaw-price-list-india" },
  { name: "guides", path: "/guides" },
  { name: "subsidy", path: "/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01" },
  { name: "battery", path: "/battery?model=Mahindra%2Fe-Alfa-Mini" },
  { name: "search", path: "/search?q=e+rikshaw" },
  { name: "search-nothing", path: "/search?q=xyzzy" },
  { name: "compare-one-brand", path: "/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/e-Alfa-Super" },
  { name: "about", path: "/About-Us" },
  { name: "contact", path: "/Contact-Us" },
  { name: "terms", path: "/Terms-of-Use" },
  { name: "privacy", path: "/Privacy-Policy" },
  { name: "enquiry", path: "/enquiry?typeOfQuery=Dealer&traderName=Noida-E-Rickshaw-Point&cityName=Noida" },
  // a buyer's own enquiries, signed out: the sign-in by mobile and code (docs/decisions/152)
  { name: "my-enquiries", path: "/my-enquiries" },
  { name: "error", path: "/no-such-page" },
];

/** The two widths every page is looked at: a phone and a desktop. */
export const WIDTHS = [360, 1280];
