// A page's display names for its breadcrumb: the route module names what its
// URL segments stand for, from its own loader data and the page's messages (fixed words such as
// "Guides", in the page's language), in its `handle`; the breadcrumb matches each segment against
// them (app/shared/rules/breadcrumb.ts).

import type { CrumbName } from "#app/shared/rules/breadcrumb";
import type { Names } from "#app/shared/i18n/names";
import type { Messages } from "#app/shared/i18n/types";

/**
 * `crumbNames`: display names for the address's segments. `crumbTitle`: the page's own name, for
 * a page whose address is no trail (its crumbs are then Home and that name).
 */
export type CrumbHandle = { crumbNames?: (data: unknown, messages: Messages, names: Names) => CrumbName[]; crumbTitle?: (data: unknown) => string | undefined };

/** The handle entry of a route whose loader data `T` (or the page's messages) holds the names. */
export function crumbNames<T>(pick: (data: T, messages: Messages, names: Names) => (CrumbName | undefined)[]): Required<Pick<CrumbHandle, "crumbNames">> {
  return {
    crumbNames: (data, messages, names) => (data ? pick(data as T, messages, names).filter((name): name is CrumbName => Boolean(name)) : []),
  };
}

/** Every name the matched routes give, for the breadcrumb of the current page. */
export function namesOfMatches(matches: readonly { handle: unknown; loaderData: unknown }[], messages: Messages, names: Names): CrumbName[] {
  return matches.flatMap(({ handle, loaderData }) => (handle as CrumbHandle | undefined)?.crumbNames?.(loaderData, messages, names) ?? []);
}

/** The title a matched route gives its page in place of a trail of its address, if any. */
export function titleOfMatches(matches: readonly { handle: unknown; loaderData: unknown }[]): string | undefined {
  return matches.map(({ handle, loaderData }) => (loaderData ? (handle as CrumbHandle | undefined)?.crumbTitle?.(loaderData) : undefined)).find(Boolean);
}
