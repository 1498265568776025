import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { GET_CALLS, POST_CALLS } from "#app/domain/contract";
import { submit } from "../bff/enquiries";
import { ApiFailure, failureResponse, jsonError } from "../bff/errors";
import { XSRF_HEADER, checkXsrf, xsrfCookieName } from "../bff/xsrf";
import type { AppEnv } from "../app-env";
import { limitBody } from "../body-limit";
import { clientIp } from "../client";

// Public /api: one route per contract row, generated from the table.

export const apiRoutes = new Hono<AppEnv>();

for (const name of GET_CALLS) {
  apiRoutes.get(`/${name}`, async (c) => {
    const { items, cache } = await c.var.bff.get(name, c.req.query());
    c.header("X-Cache", cache);
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return c.json(items);
  });
}

// Every state-changing call must prove it comes from this site's own pages.
apiRoutes.use(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const cookie = getCookie(c, xsrfCookieName(new URL(c.req.url)));
  const verdict = await checkXsrf(c.req.raw, c.env.XSRF_SECRET, cookie, c.req.header(XSRF_HEADER));
  if (!verdict.ok) return jsonError(403, "forbidden", verdict.reason);
  return next();
});

for (const name of POST_CALLS) {
  apiRoutes.post(`/${name}`, limitBody(), async (c) => {
    const raw = await c.req.json().catch(() => {
      throw new ApiFailure(400, "invalid_json", "The body must be a JSON object");
    });
    const answer = await submit(c.env, c.var.bff.origin, name, raw, {
      ip: clientIp(c.req.raw),
      xsrf: c.req.header(XSRF_HEADER),
    });
    c.header("Cache-Control", "no-store");
    return answer.json !== undefined
      ? c.json(answer.json as object, answer.status as 200)
      : c.text(answer.text ?? "", answer.status as 200);
  });
}

apiRoutes.all("*", (c) => jsonError(404, "unknown_call", `No /api call at ${c.req.path}`));

apiRoutes.onError((error, c) => {
  if (error instanceof ApiFailure) return failureResponse(error);
  console.error("api error", c.req.path, error);
  return jsonError(500, "internal_error", "Something went wrong");
});
