import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { XSRF_HEADER } from "#app/shared/security/anti-forgery";
import { CacheNone, cacheControl } from "#app/shared/cache/cache-strategies";
import { GET_CALLS, type GetCallName, POST_CALLS, contract, takesAnyScript } from "#app/shared/contract";
import type { AppEnv } from "../app-env";
import { antiForgery } from "../anti-forgery";
import { limitBody } from "../body-limit";
import { submit } from "../bff/enquiries";
import { ApiFailure, failureResponse, invalidBody, jsonError } from "#app/shared/server/errors";
import { type ZodIssues, queryHasNonAscii, toIssues } from "../bff/validate";
import { clientIp } from "#app/shared/server/client";

// Public /api: one route per contract row, generated from the table. The row's schema validates
// the input (@hono/zod-validator; failures in the one JSON error shape), and a state-changing call
// carries its guards next to its handler (body size, then anti-forgery), so what is protected
// never depends on the order routes were registered in.

export const apiRoutes = new Hono<AppEnv>();

type Checked = { success: boolean; data: unknown; error?: ZodIssues };

/**
 * Non-ASCII parameters are a 404 (except a call that takes text in any script: the
 * search); anything else the schema refuses is a 400.
 */
const parametersChecked = (name: GetCallName) => (result: Checked) => {
  if (!takesAnyScript(name) && queryHasNonAscii(result.data as Record<string, unknown>)) return jsonError(404, "not_found", "Parameters must be ASCII");
  if (!result.success) return jsonError(400, "invalid_request", "Invalid parameters", toIssues(result.error!));
};
const bodyChecked = (result: Checked) => {
  if (!result.success) return failureResponse(invalidBody(toIssues(result.error!)));
};

for (const name of GET_CALLS) {
  apiRoutes.get(`/${name}`, zValidator("query", contract[name].query, parametersChecked(name)), async (c) => {
    const { items, cache } = await c.var.bff.get(name, c.req.valid("query") as Record<string, unknown>);
    c.header("X-Cache", cache);
    c.header("Cache-Control", cacheControl(contract[name].cache) ?? undefined);
    return c.json(items);
  });
}

for (const name of POST_CALLS) {
  apiRoutes.post(`/${name}`, limitBody(), antiForgery, zValidator("json", contract[name].body, bodyChecked), async (c) => {
    const answer = await submit(c.env, c.var.bff, name, c.req.valid("json"), {
      ip: clientIp(c.req.raw),
      xsrf: c.req.header(XSRF_HEADER),
    });
    c.header("Cache-Control", cacheControl(CacheNone()));
    return answer.json !== undefined
      ? c.json(answer.json as object, answer.status as 200)
      : c.text(answer.text ?? "", answer.status as 200);
  });
}

apiRoutes.all("*", (c) => jsonError(404, "unknown_call", `No /api call at ${c.req.path}`));

apiRoutes.onError((error, c: Context<AppEnv>) => {
  if (error instanceof ApiFailure) return failureResponse(error);
  // The validator's own refusal: a body that is no JSON at all.
  if (error instanceof HTTPException && error.status === 400) return jsonError(400, "invalid_json", "The body must be a JSON object");
  console.error("api error", c.req.path, error);
  return jsonError(500, "internal_error", "Something went wrong");
});
