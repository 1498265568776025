// The address of the town picker page: /town, with the page to come back to once a town is
// chosen (the home page needs none: from there the town's own page follows).

export function townPickerPath(back: string): string {
  return back === "/" || back === "" ? "/town" : `/town?${new URLSearchParams({ back })}`;
}
