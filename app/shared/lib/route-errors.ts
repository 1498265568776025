// What a page answers when it cannot show what was asked for. Loaders throw these; the
// root's error boundary renders them with the one error screen (components/error-screen.tsx).
// They are Responses, React Router's documented way to throw a status from a loader, so anyone
// may read their status.

/** The error screen with HTTP 404: an unknown page, a bad route parameter, an empty lookup. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** A lookup the page cannot do without: its items, at least one, or the 404 page. */
export function required<T>(items: readonly T[]): [T, ...T[]] {
  if (items.length === 0) notFound();
  return items as [T, ...T[]];
}

/** The catalogue behind the page failed (origin down, timeout): the error screen with that status. */
export function unavailable(status: number, reason: string): never {
  throw new Response(null, { status, statusText: reason });
}
