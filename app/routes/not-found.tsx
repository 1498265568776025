import { notFound } from "#app/shared/lib/route-errors";

// /error and every URL no other route matches: the error
// screen in place with HTTP 404, for any method — an action too, so a POST gets 404 rather than
// 405. The root's error boundary renders it (components/error-screen.tsx).

export const loader = notFound;
export const action = notFound;

/** Never rendered (the loader always throws); its presence makes this a page, not a resource route. */
export default function NotFoundScreen() {
  return null;
}
