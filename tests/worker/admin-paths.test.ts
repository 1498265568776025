import { expect, test } from "vitest";
import * as serverBuild from "virtual:react-router/server-build";
import { isAdminApiPath } from "#app/shared/rules/request-path";
import { adminRoutes } from "#worker/routes/admin";
import { CONSOLE_UPLOADS } from "#worker/routes/admin-console-uploads";
import { pathCorpus } from "../corpus/path-corpus.mjs";
import { fetchWorker } from "./helpers";

// The operator gate protects every route under /admin whatever its spelling: the gate and both
// routers read the one normal path (worker/request-path.ts).

/**
 * Signed out: refused by the gate (401), ambiguous (400), nothing there (404, or 405 for a public
 * page that takes no form), or sent to sign in (a redirect; a data request's is in its body).
 */
function refused(res: Response, body: string): boolean {
  if ([400, 401, 404, 405].includes(res.status)) return true;
  const location = res.headers.get("Location") ?? "";
  if ([302, 303].includes(res.status)) return /^\/admin(\?|$)/.test(location);
  return res.status === 202 && body.includes('"/admin?next=');
}

async function answer(path: string, method: string): Promise<{ status: number; refused: boolean; body: string }> {
  const init: RequestInit = { method, redirect: "manual", headers: { "CF-Connecting-IP": "10.9.9.9" } };
  if (method === "POST") Object.assign(init, { body: JSON.stringify({ all: true }), headers: { ...init.headers, "Content-Type": "application/json" } });
  const res = await fetchWorker(path, init);
  const body = await res.text();
  return { status: res.status, refused: refused(res, body), body };
}

/** An operator answer: leads, a purge, the isolate's caches. */
const operatorData = (body: string) => /^[[{]/.test(body) && /"mobile"|"purged"|"inflight"/.test(body);

test("every spelling of a protected /admin path is refused signed out, for GET and POST", async () => {
  const corpus = pathCorpus();
  expect(corpus.length).toBeGreaterThanOrEqual(60);
  const leaks: string[] = [];
  for (let i = 0; i < corpus.length; i += 20) {
    await Promise.all(
      corpus.slice(i, i + 20).flatMap(({ path }) =>
        ["GET", "POST"].map(async (method) => {
          const { status, refused, body } = await answer(path, method);
          // Lead data or an operator answer never leaves, whatever the status.
          if (!refused || operatorData(body)) leaks.push(`${method} ${path} → ${status}`);
        }),
      ),
    );
  }
  expect(leaks).toEqual([]);
});

test("the spellings that name the operator API reach the gate: 401, not a page or a 200", async () => {
  for (const path of ["/%61dmin/api/leads?from=2026-11-01&to=2026-11-30", "/admin/%61pi/dead-letters", "/%61dmin/leads.csv?from=2026-11-01&to=2026-11-30", "/admin/st%61tements/2026-11.csv", "/%61dmin/cache/isolate", "/adm%69n/api/dead-letters", "//admin/api/dead-letters", "/admin/./cache/isolate", "/ADMIN/API/dead-letters"]) {
    const res = await fetchWorker(path);
    expect(res.status, path).toBe(401);
    expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
  }
});

test("an ambiguous path is refused: 400 with a JSON error under /api, the 404 page elsewhere", async () => {
  const api = await fetchWorker("/api/getBrand%2fx");
  expect(api.status).toBe(400);
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe("invalid_path");
  const page = await fetchWorker("/brand/%2561");
  expect(page.status).toBe(404);
  expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
  const hindi = await fetchWorker("/hi/brand/x%00");
  expect(hindi.status).toBe(404);
  expect(await hindi.text()).toContain('lang="hi-IN"');
});

test("a page asked for in another spelling is rendered and cached as its normal path", async () => {
  const res = await fetchWorker("//brand/./%4Dahindra");
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<link rel="canonical" href="http://localhost/brand/Mahindra"/>');
});

/** A route's path with its parameters filled in. */
const filled = (path: string) => path.replace(/:[A-Za-z]+/g, "x").replace(/\*$/, "x");

test("every route the operator API registers is one the gate refuses without an operator", async () => {
  const uploads = new Set(Object.keys(CONSOLE_UPLOADS).flatMap((p) => [p, `${p}.data`]));
  const routes = adminRoutes.routes.filter((r) => r.path !== "/*" && r.path !== "*");
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    const path = `/admin${filled(route.path)}`;
    // A console form's upload limit is a page: it sends a visitor without a session to sign in.
    if (uploads.has(route.path)) {
      const res = await fetchWorker(path, { method: "POST", redirect: "manual", body: "x" });
      expect(refused(res, await res.text()), `${route.method} ${path}`).toBe(true);
      continue;
    }
    expect(isAdminApiPath(path), path).toBe(true);
    const method = route.method === "ALL" ? "GET" : route.method;
    const res = await fetchWorker(path, { method, redirect: "manual", body: method === "GET" ? undefined : "{}" });
    await res.arrayBuffer();
    expect(res.status, `${method} ${path}`).toBe(401);
  }
});

test("every console page React Router registers under /admin sends a visitor without a session to sign in", async () => {
  // Every page under the layout but the sign-in page itself (the layout's index, at /admin).
  const pages = Object.values(serverBuild.routes).filter((r) => r && r.id.startsWith("admin/") && r.id !== "admin/layout" && r.id !== "admin/signed-in" && r.path);
  expect(pages.length).toBeGreaterThan(8);
  const fullPath = (id: string): string => {
    const route = serverBuild.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  for (const route of pages) {
    const path = filled(fullPath(route!.id));
    for (const spelled of [path, path.toUpperCase(), path.replace("/admin", "/%61dmin")]) {
      for (const method of ["GET", "POST"]) {
        const res = await fetchWorker(spelled, { method, redirect: "manual", body: method === "POST" ? "a=1" : undefined, headers: method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {} });
        expect(refused(res, await res.text()), `${method} ${spelled} → ${res.status}`).toBe(true);
      }
    }
  }
});
