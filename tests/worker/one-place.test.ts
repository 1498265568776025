import { expect, test } from "vitest";
import { POST_CALLS } from "#app/shared/contract";
import { antiForgery } from "#worker/anti-forgery";
import { limitBody } from "#worker/body-limit";
import { apiRoutes } from "#worker/routes/api";
import { ORIGIN, fetchWorker, postApi, xsrfToken } from "./helpers";

// Anti-forgery is one module whose guard sits next to each
// state-changing handler; the stack's own parts (hono/secure-headers, @hono/zod-validator) do
// their jobs with the existing error shape (the Worker's ignorance of the UI: tests/unit).

test("every state-changing /api route carries the anti-forgery guard itself, not by registration order", () => {
  const posts = apiRoutes.routes.filter((r) => r.method === "POST");
  for (const name of POST_CALLS) {
    const handlers = posts.filter((r) => r.path === `/${name}`).map((r) => r.handler);
    expect(handlers, name).toContain(antiForgery);
  }
  // The guard is no app-wide middleware of /api.
  expect(apiRoutes.routes.filter((r) => r.handler === antiForgery).every((r) => r.method === "POST" && r.path !== "/*")).toBe(true);
  expect(typeof limitBody).toBe("function");
});

test("a body that is not JSON is a 400 in the JSON error shape", async () => {
  const token = await xsrfToken();
  const res = await fetchWorker("/api/addQuery", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: ORIGIN },
    body: "{not json",
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: "invalid_json", message: "The body must be a JSON object" } });
});

test("a body the contract refuses is a 400 with the issues, field by field", async () => {
  const res = await postApi("addQuery", { mobile: "12", pincode: "1" });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string; issues: { path: string; message: string }[] } };
  expect(body.error.code).toBe("invalid_request");
  expect(body.error.message).toBe("Invalid body");
  expect(body.error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["mobile"]));
});

test("parameters the contract refuses are a 400 with the issues; non-ASCII ones a 404", async () => {
  const bad = await fetchWorker("/api/getBrandByOrder?count=abc");
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe("count");
  const unknown = await fetchWorker("/api/getBrandByOrder?count=5&extra=1");
  expect(unknown.status).toBe(400);
  expect((await fetchWorker(`/api/getProductByBrand?brandName=${encodeURIComponent("ब")}`)).status).toBe(404);
  expect((await fetchWorker("/api/getBrandByOrder?count=5&count=6")).status).toBe(400);
});
