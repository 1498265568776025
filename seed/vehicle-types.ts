// SAMPLE DATA (illustrative, not current prices): vehicle types, categories and the city lists of
// the category pages.

export const CATEGORIES = ["three wheeler", "two wheeler", "four wheeler"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The 14 vehicle types that carry models, in display order (the eight home tiles first). */
export const TYPES = [
  { typeName: "e rickshaw", categoryName: "three wheeler" },
  { typeName: "e rickshaw loader", categoryName: "three wheeler" },
  { typeName: "electric auto rickshaw", categoryName: "three wheeler" },
  { typeName: "closed body e rickshaw loader", categoryName: "three wheeler" },
  { typeName: "electric scooter", categoryName: "two wheeler" },
  { typeName: "electric cycle", categoryName: "two wheeler" },
  { typeName: "electric food van", categoryName: "three wheeler" },
  { typeName: "electric school van", categoryName: "three wheeler" },
  { typeName: "electric bike", categoryName: "two wheeler" },
  { typeName: "electric garbage van", categoryName: "three wheeler" },
  { typeName: "electric golf cart", categoryName: "four wheeler" },
  { typeName: "utility vehicles", categoryName: "four wheeler" },
  { typeName: "diesel auto rickshaw", categoryName: "three wheeler" },
  { typeName: "cng auto rickshaw", categoryName: "three wheeler" },
] as const satisfies readonly { typeName: string; categoryName: Category }[];

export type TypeName = (typeof TYPES)[number]["typeName"];

/** Rows that exist only so that the type lists can prove they leave them out. */
export const EXCLUDED_TYPES = [
  { typeName: "spare parts", categoryName: "spare parts" },
  { typeName: "e rickshaw dealership", categoryName: "dealership" },
] as const;

export function categoryOf(typeName: TypeName): Category {
  const row = TYPES.find((t) => t.typeName === typeName);
  if (!row) throw new Error(`unknown type ${typeName}`);
  return row.categoryName;
}

/**
 * Cities with category pages. Three- and two-wheeler lists are the spec's; the spec does
 * not give a four-wheeler list, so golf carts and utility vehicles use the metros plus the NCR.
 */
export const CITY_LISTS: Record<Category, readonly string[]> = {
  "three wheeler": [
    "Noida", "Gurgaon", "Kanpur", "Nagpur", "Agra", "Gorakhpur", "Modinagar", "Dadri", "Lucknow",
    "Indore", "Ghaziabad", "Jaipur", "Darjeeling", "Kolkata", "Moga", "Jalandhar", "Pune",
    "RaeBareli", "Hooghly", "Malda", "Nadia", "Bardhaman", "Darrang", "Golpara", "Morigaon",
  ],
  "two wheeler": [
    "Kanpur", "Nagpur", "Gwalior", "Pune", "Jhansi", "Kolhapur", "Raigad", "Nashik", "Aurangabad",
    "Agra", "Thane",
  ],
  "four wheeler": [
    "Delhi", "Mumbai", "Bengaluru", "Chennai", "Hyderabad", "Kolkata", "Pune", "Ahmedabad",
    "Jaipur", "Gurgaon", "Noida",
  ],
};

export function citiesOfType(typeName: TypeName): readonly string[] {
  return CITY_LISTS[categoryOf(typeName)];
}
