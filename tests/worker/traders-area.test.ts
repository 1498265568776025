import { expect, test } from "vitest";
import { leadAreaCorpus } from "../corpus/path-corpus.mjs";
import { DEALER, admin, confirmMobile, fetchWorker, leadLinkPath, sendEnquiry } from "./helpers";

// The traders' area under /leads/: every answer private and unindexed, and a buyer's mobile
// shown to a trader in full only once the buyer confirmed it with a code.

const PRIVATE = { cacheControl: "private, no-store", robots: "noindex, nofollow" };
const headersOf = (res: Response) => ({ cacheControl: res.headers.get("Cache-Control"), robots: res.headers.get("X-Robots-Tag") });

test("every path under /leads/ is answered private, no-store and noindex: pages, their data, the CSV and its data, the API, refusals", async () => {
  await sendEnquiry("9855561001");
  const page = await leadLinkPath();
  const paths = [
    page,
    `${page}.data`,
    `${page}/leads.csv`,
    `${page}/leads.csv.data`,
    `${page.toUpperCase().replace("/LEADS/", "/Leads/")}`,
    "/leads/not-a-token",
    "/leads/not-a-token/leads.csv.data",
    "/leads/not-a-token.data",
    "/leads/api",
    "/LEADS/Api/",
    "/leads",
    "/leads/",
    "/leads.data",
  ];
  for (const path of paths) {
    const res = await fetchWorker(path);
    const body = await res.text();
    expect(res.status, path).toBeLessThan(500);
    expect(headersOf(res), path).toEqual(PRIVATE);
    // The CSV's data address answers the file itself: it is the door that was open.
    if (path === `${page}/leads.csv.data`) expect(body, path).toContain("98XXXXXX01");
  }
});

test("every spelling of the traders' addresses in the reliability corpus is answered private, no-store and noindex, or refused as no page at all", async () => {
  const corpus = leadAreaCorpus();
  expect(corpus.length).toBeGreaterThanOrEqual(100);
  const open: string[] = [];
  for (let i = 0; i < corpus.length; i += 20) {
    await Promise.all(
      corpus.slice(i, i + 20).map(async ({ path }) => {
        const res = await fetchWorker(path);
        const body = await res.text();
        const isPrivate = JSON.stringify(headersOf(res)) === JSON.stringify(PRIVATE);
        // A path with no single meaning (an encoded slash or backslash, a NUL, ";x") is refused
        // before any route as the 400 or 404 page: nothing of the traders' area is in it.
        const refusedAsNothing = (res.status === 400 || res.status === 404) && !/Leads for|Received \(IST\)|"leads":/.test(body);
        if (res.status >= 500 || !(isPrivate || refusedAsNothing)) open.push(`${path} → ${res.status} ${JSON.stringify(headersOf(res))}`);
      }),
    );
  }
  expect(open).toEqual([]);
});

test("an unverified lead's mobile is masked to its trader until confirmed: lead page, its CSV, the pull API", async () => {
  const key = ((await (await admin(`/traders/${DEALER.tName}/api-keys`, { method: "POST" })).json()) as { key: string }).key;
  const since = new Date(Date.now() - 1000).toISOString();
  expect((await sendEnquiry("9855561002")).status).toBe(200);
  const page = await leadLinkPath();
  const read = async () => ({
    page: await (await fetchWorker(page)).text(),
    csv: await (await fetchWorker(`${page}/leads.csv`)).text(),
    api: await (await fetchWorker(`/leads/api?since=${since}`, { headers: { Authorization: `Bearer ${key}` } })).text(),
  });
  // 9855561002: its first two digits (98) and last two (02) shown, the six between hidden.
  const before = await read();
  for (const [where, text] of Object.entries(before)) {
    expect(text, where).toContain("98XXXXXX02");
    expect(text, where).not.toMatch(/9855561002|98555 61002/);
  }
  // Nothing to call or message yet.
  expect(before.page).not.toContain("tel:+919855561002");
  expect(before.page).not.toContain("wa.me/919855561002");

  await confirmMobile("9855561002");
  const after = await read();
  expect(after.page).toContain("tel:+919855561002");
  expect(after.csv).toContain("9855561002");
  expect(after.api).toContain("+919855561002");
  for (const [where, text] of Object.entries(after)) expect(text, where).not.toContain("98XXXXXX02");
});
