// api.call throws `data(…, { status: 404 })` when a "not found" lookup is empty, which renders the
// error page. A few lookups are optional parts of a page: for those, "not found" means "nothing".

function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const init = (error as { init?: ResponseInit | null }).init;
  const status = (error as { status?: number }).status;
  return init?.status === 404 || status === 404;
}

/** The lookup's items, or [] when the origin has none; any other failure still fails the page. */
export async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}
