import { CachePrivate, cacheControl } from "#app/shared/cache/cache-strategies";

// Data for a section below the fold: started with the page's other calls and waited for with
// them, so the page leaves whole, every section in place, and reads the same with or without
// JavaScript. Pages are kept in KV and the edge cache (docs/decisions/132), so the wait is a KV
// read on all but the first view of a page. A failed call costs only its section: the section
// says so in place (components/below-the-fold.tsx) and the page is not stored.

/** The section's data, or null when its call failed. */
export function sectionData<T extends object>(data: Promise<T>): Promise<T | null> {
  return data.catch(() => null);
}

/** A page answer no cache may keep: a visitor's own answer, or a page missing a section. */
export const NOT_STORED = { "Cache-Control": cacheControl(CachePrivate) } as const;

/** The headers of a page whose sections are these: not stored when one of them failed. */
export function sectionHeaders(...sections: unknown[]): typeof NOT_STORED | undefined {
  return sections.some((section) => section === null) ? NOT_STORED : undefined;
}
