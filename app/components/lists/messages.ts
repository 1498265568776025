// The words of the catalogue's lists: type screens, the brand list's A–Z index and the guides.
// `{name}` marks a value filled in when shown.

export const en = {
  typeLowestPrice: "Each model once, at its lowest ex-showroom price and the city that has it.",
  brandIndexHeading: "All brands A–Z",
  guidesHeading: "Guides",
  guidesTitle: "Electric Vehicle Guides, News and Articles",
  guidesIntro: "Buying guides, news and articles about e-rickshaws and other electric vehicles in India, newest first.",
  guidesDescription: "Guides, news and articles on e-rickshaws, electric scooters and other electric vehicles in India: prices, batteries, loans and rules.",
  guidesLatest: "Latest guides",
  guidesAll: "All guides",
  guidesRelated: "Related guides",
  guideCategories: { guide: "Buying guides", news: "News", article: "Articles", trending: "Trending" } as Record<string, string>,
};
