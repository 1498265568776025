// Description texts may contain the placeholder `cityName`, replaced by the town the page is about.
// The price placeholder `exShowroomPrice` of older descriptions is gone with its sentence before a
// page reads them (app/features/catalogue/rules/price-prose.ts): a page states the price in a sentence of its
// own, made from the numbers (app/features/catalogue/server/model-summary.ts, docs/decisions/145).

export function fillDescription(text: string, city: string): string {
  return text.replaceAll("cityName", city);
}
