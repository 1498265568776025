// A page's display names for its breadcrumb (issue 18, point 6): the route module names what its
// URL segments stand for, from its own loader data, in its `handle`; the breadcrumb matches each
// segment against them (app/domain/rules/breadcrumb.ts).

import type { CrumbName } from "#app/domain/rules/breadcrumb";

/**
 * `crumbNames`: display names for the address's segments. `crumbTitle`: the page's own name, for
 * a page whose address is no trail (its crumbs are then Home and that name).
 */
export type CrumbHandle = { crumbNames?: (data: unknown) => CrumbName[]; crumbTitle?: (data: unknown) => string | undefined };

/** The handle entry of a route whose loader data `T` holds the names. */
export function crumbNames<T>(pick: (data: T) => (CrumbName | undefined)[]): Required<Pick<CrumbHandle, "crumbNames">> {
  return {
    crumbNames: (data) => (data ? pick(data as T).filter((name): name is CrumbName => Boolean(name)) : []),
  };
}

/** Every name the matched routes give, for the breadcrumb of the current page. */
export function namesOfMatches(matches: readonly { handle: unknown; loaderData: unknown }[]): CrumbName[] {
  return matches.flatMap(({ handle, loaderData }) => (handle as CrumbHandle | undefined)?.crumbNames?.(loaderData) ?? []);
}

/** The title a matched route gives its page in place of a trail of its address, if any. */
export function titleOfMatches(matches: readonly { handle: unknown; loaderData: unknown }[]): string | undefined {
  return matches.map(({ handle, loaderData }) => (loaderData ? (handle as CrumbHandle | undefined)?.crumbTitle?.(loaderData) : undefined)).find(Boolean);
}
