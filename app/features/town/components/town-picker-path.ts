// The address of the town picker page: /town, with the page to come back to once a town is
// chosen (the home page needs none: from there the town's own page follows), and the vehicle type
// in view, whose page in the chosen town the picker then opens (docs/decisions/147).

export function townPickerPath(back: string, type: string | null = null): string {
  const params = new URLSearchParams();
  if (back !== "/" && back !== "") params.set("back", back);
  if (type) params.set("type", type);
  const query = params.toString();
  return query ? `/town?${query}` : "/town";
}
