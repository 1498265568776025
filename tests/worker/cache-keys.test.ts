import { expect, test } from "vitest";
import { fetchWorker, kvKeyCount, untilPageCached } from "./helpers";

// Cache keys from what selects content: the page cache is keyed by the normal path and the
// parameters a route declares; React Router's data and discovery requests are answered as sent
// and never stored, whatever their parameters.


const JUNK: ((i: number) => string)[] = [
  (i) => `/?_routes=${i}`,
  (i) => `/.data?_routes=root,junk-${i}`,
  (i) => `/brand/Mahindra.data?_routes=routes/brand,${i}`,
  (i) => `/brand/Mahindra/Treo/Price-In-Noida?index=${i}`,
  (i) => `/brand/Mahindra?more=x${i}`,
  (i) => `/About-Us?utm_source=${i}&fbclid=${i}`,
  (i) => `/?brand=Nobrand${i}`,
  (i) => `/search?q=junk${i}`,
  (i) => `/hi/search?q=${encodeURIComponent("ई रिक्शा")}${i}`,
  (i) => `/brand/Mahindra/Treo?with=Nomodel${i}`,
  (i) => `/__manifest?p=/junk-${i}&version=${i}`,
  (i) => `/brand/Mahindra/Treo/Price-In-Noida?down=${i}&months=${i}&rate=${i}`,
];

test("1,000 requests with distinct junk values of any parameter add at most a handful of KV keys", async () => {
  // The clean pages first: their own data is in KV before the count starts.
  for (const make of JUNK) await (await fetchWorker(make(0))).arrayBuffer();
  const before = await kvKeyCount();
  for (let i = 1; i <= 1000; i += 25) {
    await Promise.all(
      Array.from({ length: 25 }, async (_, j) => {
        const res = await fetchWorker(JUNK[(i + j) % JUNK.length]!(i + j));
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
      }),
    );
  }
  expect((await kvKeyCount()) - before).toBeLessThanOrEqual(5);
});

test("React Router's data requests are answered and never stored, whatever routes they name", async () => {
  for (const junk of ["root,routes/brand", "routes/brand", "routes/brand,x", "root,root", "nothing", "", "root,routes/brand,routes/model"]) {
    for (let i = 0; i < 2; i++) {
      const answer = await fetchWorker(`/brand/Mahindra.data?_routes=${junk}`);
      await answer.arrayBuffer();
      expect(answer.status, junk).toBeLessThan(500);
      expect(answer.headers.get("X-Cache"), junk).toBe("BYPASS");
    }
  }
});

test("?index and _routes on a page's own address select nothing: the clean page's cached copy", async () => {
  await untilPageCached("/About-Us");
  for (const query of ["?index", "?index=3", "?_routes=root", "?_routes=x&index=1"]) {
    const res = await fetchWorker(`/About-Us${query}`);
    await res.arrayBuffer();
    expect(res.headers.get("X-Cache"), query).toBe("HIT");
  }
});

test("the router's route discovery is answered and never stored", async () => {
  for (let i = 0; i < 2; i++) {
    const res = await fetchWorker("/__manifest?p=%2Fbrand%2FMahindra&version=x");
    await res.arrayBuffer();
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
  }
});
