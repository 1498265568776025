import { expect, test } from "vitest";
import { brandPath } from "#app/shared/rules/slug";
import * as serverBuild from "virtual:react-router/server-build";
import { fetchWorker, kvKeyCount } from "./helpers";
import { sample } from "./sample-data";

/** The brand with the most models: more than one step of 6, so its page has a View More. */
function brandWithMostModels(): string {
  const counts = new Map<string, number>();
  for (const p of sample.products()) counts.set(p.brandName, (counts.get(p.brandName) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

// Query parameters a screen does not take are ignored for rendering and caching; ?more takes
// only values the list can show.

async function untilHit(path: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await fetchWorker(path);
    if (res.headers.get("X-Cache") === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never cached: ${path}`);
}


test("a campaign link is served the page's cached copy, rendered as without its parameters", async () => {
  await untilHit("/brand/Mahindra");
  const res = await fetchWorker("/brand/Mahindra?utm_source=whatsapp&utm_campaign=diwali&fbclid=abc");
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Cache")).toBe("HIT");
  const html = await res.text();
  expect(html).not.toContain("utm_");
  expect(html).not.toContain("fbclid");
  expect(html).toContain('<link rel="canonical" href="http://localhost/brand/Mahindra"/>');
});

test("links on a page never carry parameters the page did not take", async () => {
  const path = brandPath(brandWithMostModels());
  const html = await (await fetchWorker(`${path}?x=%22%3E%3Cb%3Ehi&utm_source=y`)).text();
  expect(html).not.toMatch(/[?&](x|utm_source)=/);
  expect(html).toContain(`href="${path}?more=1"`);
});

test("?more values a list cannot take are the canonical page, not new pages", async () => {
  await untilHit("/About-Us");
  const before = await kvKeyCount();
  for (const more of ["1", "2", "17", "abc", "-1", "01", "1e3", "9999"]) {
    const res = await fetchWorker(`/About-Us?more=${more}`);
    await res.arrayBuffer();
    expect(res.status, more).toBe(200);
    expect(res.headers.get("X-Cache"), more).toBe("HIT");
  }
  await untilHit("/brand/Mahindra");
  for (const more of ["abc", "0", "01", "51"]) {
    const res = await fetchWorker(`/brand/Mahindra?more=${more}`);
    await res.arrayBuffer();
    expect(res.headers.get("X-Cache"), more).toBe("HIT");
  }
  expect(await kvKeyCount()).toBe(before + 0);
});

test("?more past the end of a list is redirected to the least ?more that shows the same list", async () => {
  const res = await fetchWorker("/brand/Mahindra?more=40", { redirect: "manual" });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("Location")!, "http://localhost");
  expect(location.pathname).toBe("/brand/Mahindra");
  const target = await fetchWorker(location.pathname + location.search);
  expect(target.status).toBe(200);
  const again = await fetchWorker(location.pathname + location.search, { redirect: "manual" });
  expect(again.status).toBe(200);
});

test("a list shown in full takes ?more=1 only when it has more to show", async () => {
  const models = (await (await fetchWorker("/api/getPriceByCityandType?cityName=Noida&typeName=e%20rickshaw")).json()) as unknown[];
  const res = await fetchWorker("/city/Noida/electric-rickshaw-dealers?more=1", { redirect: "manual" });
  // One row of 3, then all: ?more=1 means something only past 3 models.
  expect(res.status).toBe(models.length > 3 ? 200 : 302);
  if (res.status === 302) expect(res.headers.get("Location")).toBe("/city/Noida/electric-rickshaw-dealers");
});

test("React Router's data requests are answered as sent: a parameter the page does not take changes nothing, and nothing is stored", async () => {
  const plain = await fetchWorker("/brand/Mahindra.data?more=1");
  const noisy = await fetchWorker("/brand/Mahindra.data?more=1&utm_source=x&gclid=y");
  expect(plain.status).toBe(200);
  expect(noisy.status).toBe(200);
  expect(await noisy.text()).toBe(await plain.text());
  for (const res of [plain, noisy]) expect(res.headers.get("X-Cache")).toBe("BYPASS");
  const index = await fetchWorker("/_.data?utm_source=x");
  expect(index.status).toBe(200);
  expect(index.headers.get("X-Cache")).toBe("BYPASS");
});

test("the router's route discovery keeps its own parameters: /__manifest answers the routes of the paths asked for", async () => {
  const { version } = serverBuild.assets;
  const res = await fetchWorker(`/__manifest?paths=${encodeURIComponent("/brand/Mahindra")}&p=${encodeURIComponent("/brand/Mahindra")}&version=${version}`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('"brand"');
});
