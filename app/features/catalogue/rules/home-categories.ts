import type { CategoryName, TypeName } from "#app/shared/glossary";

// Home page: the eight category tiles, with the type each one opens (docs/decisions/011).

export const HOME_CATEGORIES = [
  { label: "E Rickshaw", typeName: "e rickshaw", categoryName: "three wheeler" },
  { label: "E Rickshaw Loader", typeName: "e rickshaw loader", categoryName: "three wheeler" },
  { label: "Electric Auto Rickshaw", typeName: "electric auto rickshaw", categoryName: "three wheeler" },
  { label: "Closed Body E Rickshaw Loader", typeName: "closed body e rickshaw loader", categoryName: "three wheeler" },
  { label: "Electric Scooters", typeName: "electric scooter", categoryName: "two wheeler" },
  { label: "Electric Cycles", typeName: "electric cycle", categoryName: "two wheeler" },
  { label: "Electric Food Van", typeName: "electric food van", categoryName: "three wheeler" },
  { label: "Electric School Van", typeName: "electric school van", categoryName: "three wheeler" },
] as const satisfies readonly { label: string; typeName: TypeName; categoryName: CategoryName }[];

/**
 * The spec has the home page request 1000 brands (all, for the search) and show the first 4. A
 * catalogue the size of India has thousands: the page carries the most popular page of them for
 * its search field's own suggestions and the one search box finds any other (docs/decisions/136).
 */
export const HOME_BRAND_REQUEST = 50;
export const HOME_BRAND_CARDS = 4;
