// The words the JSON-LD builders write themselves (app/features/seo/rules/structured-data.ts), by language: a
// Hindi page's structured data names things in Hindi as the page does (docs/decisions/151).
// Server-only: the builders run in loaders.

export const en = {
  /** The country a model's price in India is offered in. */
  country: "India",
};

export const hi: typeof en = {
  country: "भारत",
};
