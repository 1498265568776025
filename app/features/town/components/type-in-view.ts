// The vehicle type a page is about, where it is about one (a type's page, a type in a town): the
// town picker then returns to that type in the chosen town, not to the town's page of every type
// (docs/decisions/147-a-town-keeps-the-need.md). A route says so in its `handle`.

export type TypeInViewHandle = { typeInView?: (data: unknown) => string | undefined };

/** The type the deepest matched route names, or null. */
export function typeInView(matches: readonly { handle?: unknown; data?: unknown; loaderData?: unknown }[]): string | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as TypeInViewHandle | undefined;
    const type = handle?.typeInView?.(match.loaderData ?? match.data);
    if (type) return type;
  }
  return null;
}
