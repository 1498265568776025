import { env } from "cloudflare:workers";
import { expect, test, vi } from "vitest";
import { imageDescriptions } from "#app/features/pictures/server/describe";
import { fetchWorkerWithEnv } from "./helpers";

// docs/decisions/101: a generated picture is drawn once per location and size, then served from
// the location's cache; R2 is still asked first, so an upload shows at once.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);

test("a generated picture is drawn once per location and size: later requests make no catalogue lookup", async () => {
  const lookups = vi.spyOn(imageDescriptions, "describe");
  const path = "/image/model/Piaggio/Ape-E-City.jpg";
  const first = await fetchWorkerWithEnv({}, path);
  const svg = await first.text();
  expect(first.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  expect(lookups).toHaveBeenCalledTimes(1);

  const again = await fetchWorkerWithEnv({}, `${path}?utm_source=share`);
  expect(await again.text()).toBe(svg);
  expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
  expect(again.headers.get("Cache-Control")).toBe("public, max-age=86400");
  expect(lookups).toHaveBeenCalledTimes(1);

  const revalidated = await fetchWorkerWithEnv({}, path, { headers: { "If-None-Match": first.headers.get("ETag")! } });
  expect(revalidated.status).toBe(304);
  expect(lookups).toHaveBeenCalledTimes(1);

  const larger = await fetchWorkerWithEnv({}, `${path}?w=700`);
  expect(await larger.text()).toContain('width="700"');
  expect(lookups).toHaveBeenCalledTimes(2);
  lookups.mockRestore();
});

test("an upload shows at once where the placeholder was cached", async () => {
  const path = "/image/model/Piaggio/Ape-E-City-FX.jpg";
  expect((await fetchWorkerWithEnv({}, path)).headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  await env.IMAGES.put("model/Piaggio/Ape-E-City-FX.jpg", PNG, { httpMetadata: { contentType: "image/png" } });
  const uploaded = await fetchWorkerWithEnv({}, path);
  expect(uploaded.headers.get("Content-Type")).toBe("image/png");
  expect(new Uint8Array(await uploaded.arrayBuffer())).toEqual(PNG);
});
