import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { admin, aSecondLater, confirmMobile, DEALER, NEW_YEAR_IST, fetchWorker, getPage, hrefs, ledger, metaContent, NOT_FOUND_TEXT, ORIGIN, section, sendEnquiry, stopClockAt, verifiedEnquiry, visibleText, xsrfToken } from "./helpers";

// A private lead page per trader, no account, reached by a revocable link.

async function leadLink(tName = DEALER.tName): Promise<string> {
  const res = await admin(`/traders/${tName}/lead-link`, { method: "POST" });
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

afterEach(() => {
  vi.useRealTimers();
});

const cards = (html: string) => section(html, "lead-list").split('data-testid="lead-card"').slice(1);

test("the lead page lists the trader's leads newest first: name, mobile, model, city, pincode, time in IST, duplicates marked", async () => {
  stopClockAt(NEW_YEAR_IST);
  await sendEnquiry("9855500001", { pincode: "201301" });
  aSecondLater();
  await sendEnquiry("9855500002", { modelName: "Treo Zor", pincode: "201304" });
  aSecondLater();
  await sendEnquiry("9855500002", { modelName: "treo zor" });
  // Confirmed by their codes: shown in full (an unconfirmed mobile is masked).
  await confirmMobile("9855500001");
  await confirmMobile("9855500002");
  const path = await leadLink();
  const page = await getPage(path);
  expect(page.status).toBe(200);
  const shown = cards(page.html).map(visibleText);
  const mine = shown.filter((c) => /98555 0000[12]/.test(c));
  expect(mine).toHaveLength(3);
  expect(mine[0]).toMatch(/Free: this buyer made the same ask of you within 30 days/);
  expect(mine[1]).toMatch(/\+91 98555 00002.*Dealer.*Mahindra Treo Zor.*Noida.*201304/);
  expect(mine[2]).toMatch(/\+91 98555 00001.*Mahindra Treo.*201301/);
  // sent at 31 December 2025, 18:45 UTC: 18:45 + 5:30 = 00:15 IST on 1 January 2026
  expect(mine[2]).toContain("01-01-2026 12:15 am");
});

test("each lead has a tap-to-call tel:+91 link and a WhatsApp link with a short prefilled text", async () => {
  await verifiedEnquiry("9855500003");
  const page = await getPage(await leadLink());
  const links = hrefs(page.html);
  expect(links).toContain("tel:+919855500003");
  const whatsapp = links.find((h) => h.startsWith("https://wa.me/919855500003?text="));
  expect(decodeURIComponent(whatsapp!.split("?text=")[1]!)).toBe(
    "Namaste, this is Shree Ganesh E-Motors. You enquired about Mahindra Treo on EV Catalogue India. How can we help?",
  );
});

test("another trader's leads and the operator's leads are not on the page", async () => {
  await sendEnquiry("9855500004", { tName: "Aravali-E-Vehicles" });
  await sendEnquiry("9855500005", { tName: "", typeOfQuery: "Contact" });
  const page = await getPage(await leadLink());
  expect(page.text).not.toContain("98555 00004");
  expect(page.text).not.toContain("98555 00005");
});

test("the lead page is never cached and never indexed", async () => {
  const path = await leadLink();
  const token = await xsrfToken();
  // With a valid cookie no Set-Cookie is sent, so only the page's own headers keep it out of the HTML cache.
  const get = () => fetchWorker(path, { headers: { Cookie: `XSRF-TOKEN=${token}` } });
  const first = await get();
  expect(first.headers.get("Cache-Control")).toBe("private, no-store");
  expect(first.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(first.headers.get("Set-Cookie")).toBeNull();
  expect(first.headers.get("X-Cache")).toBe("BYPASS");
  const html = await first.text();
  expect(metaContent(html, "robots")).toBe("noindex, nofollow");
  expect(html).not.toContain('aria-label="Breadcrumb"');
  await new Promise((r) => setTimeout(r, 50));
  expect((await get()).headers.get("X-Cache")).toBe("BYPASS");
  const data = await fetchWorker(`${path}.data`, { headers: { Cookie: `XSRF-TOKEN=${token}` } });
  expect(data.headers.get("Cache-Control")).toBe("private, no-store");
});

test("no sitemap lists a lead page", async () => {
  const index = await (await fetchWorker("/sitemap.xml")).text();
  const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of pages) expect(await (await fetchWorker(path)).text(), path).not.toContain("/leads/");
});

test("an unknown, malformed or revoked token is the 404 page", async () => {
  const path = await leadLink("Aravali-E-Vehicles");
  await admin("/traders/Aravali-E-Vehicles/lead-link", { method: "DELETE" });
  for (const p of [path, "/leads/short", `/leads/${"A".repeat(43)}`, `${path}/leads.csv`]) {
    const page = await getPage(p);
    expect(page.status, p).toBe(404);
    if (!p.endsWith(".csv")) expect(page.text).toContain(NOT_FOUND_TEXT);
  }
});

async function markContacted(path: string, lead: string, token: string | null) {
  const body = new URLSearchParams({ lead, ...(token ? { _xsrf: token } : {}) });
  return fetchWorker(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `XSRF-TOKEN=${token ?? ""}`, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    body,
  });
}

test("the trader can mark a lead contacted with a plain form (no JavaScript)", async () => {
  stopClockAt(NEW_YEAR_IST);
  await sendEnquiry("9855500006");
  const [lead] = await ledger("9855500006");
  const path = await leadLink();
  const token = await xsrfToken();
  const page = await getPage(path);
  expect(page.html).toMatch(/<form [^>]*method="post"/);
  const res = await markContacted(path, lead!.id, token);
  expect(res.status).toBe(200);
  const [marked] = await ledger("9855500006");
  expect(marked!.contactedAt).toBe(NEW_YEAR_IST);
  // Not confirmed: the card shows the mobile masked (tests/worker/traders-area.test.ts).
  const card = cards(await res.text()).map(visibleText).find((c) => c.includes("98XXXXXX06"));
  // marked at 31 December 2025, 18:45 UTC: 00:15 IST on 1 January 2026
  expect(card).toContain("Contacted 01-01-2026 12:15 am");
});

test("marking contacted needs the anti-forgery token, and only the page's own trader's leads", async () => {
  await sendEnquiry("9855500007");
  await sendEnquiry("9855500008", { tName: "Aravali-E-Vehicles" });
  const [mine] = await ledger("9855500007");
  const [theirs] = await ledger("9855500008");
  const path = await leadLink();
  expect((await markContacted(path, mine!.id, null)).status).toBe(403);
  expect((await markContacted(path, theirs!.id, await xsrfToken())).status).toBe(404);
  expect((await ledger("9855500007"))[0]!.contactedAt).toBeNull();
  expect((await ledger("9855500008"))[0]!.contactedAt).toBeNull();
});

test("the CSV download is UTF-8 with a byte-order mark, times in IST, one row per lead", async () => {
  // 31 Dec 2025, 18:45 UTC + 5:30 = 00:15 IST on 1 Jan 2026: the file's date and the row's time.
  stopClockAt(NEW_YEAR_IST);
  await verifiedEnquiry("9855500009", { note: "=HYPERLINK(\"http://x\")" });
  const path = await leadLink();
  const res = await fetchWorker(`${path}/leads.csv`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="leads-Shree-Ganesh-E-Motors-2026-01-01.csv"');
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Received (IST),Name,Mobile,Verified,Model,Enquiry,City,Area,Pincode,Quantity,Note,Duplicate,Billable,Contacted (IST),Lead id," +
      "Consent notice,Consent purposes,Consent (IST),Consent sellers,Withdrawn (IST),Erased (IST),Erased because",
  );
  const [lead] = await ledger("9855500009");
  const row = lines.find((l) => l.includes("9855500009"));
  expect(row).toBe(`01-01-2026 12:15 am,Customer,9855500009,yes,Mahindra Treo,Dealer,Noida,,201301,1,"'=HYPERLINK(""http://x"")",no,yes,,${lead!.id},,,,Shree Ganesh E-Motors,,,`);
});

test("the first view by a person counts as delivery to the lead page; a chat app's link preview does not", async () => {
  await sendEnquiry("9855500010");
  const path = await leadLink();
  await fetchWorker(path, { headers: { "User-Agent": "WhatsApp/2.24.1 A" } });
  expect((await env.DB.prepare("SELECT pageSeenAt FROM lead WHERE mobile = ?").bind("9855500010").first<number>("pageSeenAt"))).toBeNull();
  await fetchWorker(path, { headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 13) Chrome/131.0 Mobile Safari/537.36" } });
  expect((await env.DB.prepare("SELECT pageSeenAt FROM lead WHERE mobile = ?").bind("9855500010").first<number>("pageSeenAt"))).toEqual(expect.any(Number));
});
