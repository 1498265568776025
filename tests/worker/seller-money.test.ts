import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createApiKey } from "#app/features/leads/server/api-keys";
import { issueMonth } from "#app/features/console/server/invoices";
import { startSellerSession } from "#app/features/seller/server/session";
import { ORIGIN, admin, browse, fetchWorker, postForm, section, signIn, stopClockAt, visibleText } from "./helpers";

// A seller's money (docs/decisions/167): a month's statement for its own trader, the operator's
// GST tax invoices of a closed month (numbered gapless per financial year, CGST + SGST within the
// supplier's state, else IGST), as a page and a PDF, the statement API by session or API key, and
// the owner's SMS when an invoice is issued or a dispute decided.
// The supplier is the test configuration's (vitest.worker.config.ts): state code 09, Uttar Pradesh.

const NOIDA = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", owner: "9811100001" }; // Uttar Pradesh (09)
const GURGAON = { tName: "Aravali-E-Vehicles", traderName: "Aravali E-Vehicles", owner: "9811100002" }; // Haryana (06)
/** 8 December 2026, 10:00 IST: November 2026 has ended, December is running. */
const NOW = Date.parse("2026-12-08T10:00:00+05:30");

let seq = 0;
/** A verified, billable lead of the trader received at the IST instant. */
async function lead(trader: { tName: string; traderName: string }, at: string, extra: { billable?: number } = {}) {
  const id = `money-${++seq}`;
  const receivedAt = Date.parse(`${at}+05:30`);
  await env.DB.prepare(
    `INSERT INTO lead (id, contentHash, receivedAt, name, mobile, typeOfQuery, "match", billable, verifiedAt, traderTName, traderName, traderType, originState, cityName, modelName)
     VALUES (?1, 'h', ?2, 'Ravi', '9899900000', 'Dealer Inquiry', 'matched', ?3, ?2, ?4, ?5, 'Dealer', 'delivered', 'Noida', 'Treo')`,
  )
    .bind(id, receivedAt, extra.billable ?? 1, trader.tName, trader.traderName)
    .run();
  return id;
}

async function sessionCookie(tName: string, mobile: string): Promise<string> {
  const setCookie = await startSellerSession(env, new URL(ORIGIN), tName, mobile);
  return setCookie.split(";")[0]!;
}
const asSeller = (cookie: string, path: string) => fetchWorker(path, { headers: { Cookie: cookie }, redirect: "manual" });

async function outbox(mobile: string) {
  const { results } = await env.DB.prepare("SELECT text, language FROM message_outbox WHERE recipient = ?1 ORDER BY id").bind(`+91${mobile}`).all<{ text: string; language: string }>();
  return results;
}

async function issueInConsole(month: string) {
  const b = await signIn();
  return postForm(b, "/admin/billing", { month });
}

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  for (const t of [NOIDA, GURGAON]) {
    await env.DB.prepare("INSERT OR REPLACE INTO trader_staff (tName, mobile, name, role, addedAt) VALUES (?1, ?2, 'Owner', 'owner', 0)").bind(t.tName, t.owner).run();
  }
  // Gurgaon's trader reads English; Noida's has no setting, so Hindi.
  await env.DB.prepare("INSERT OR REPLACE INTO trader_settings (tName, language, updatedAt) VALUES (?1, 'en', 0)").bind(GURGAON.tName).run();
  for (let i = 1; i <= 7; i++) {
    await lead(NOIDA, `2026-11-${String(i + 1).padStart(2, "0")}T11:00:00`);
    await lead(GURGAON, `2026-11-${String(i + 1).padStart(2, "0")}T12:00:00`);
  }
});

describe("issuing a closed month's GST tax invoices", () => {
  test("a month still running is not issued, and nothing is issued without the supplier's details", async () => {
    stopClockAt(NOW);
    const running = await issueInConsole("2026-12");
    expect(running.status).toBe(409);
    expect(visibleText(await running.text())).toContain("This month has not ended yet");
    expect(await issueMonth({ ...env, INVOICE_SUPPLIER_GSTIN: "" }, ORIGIN, "2026-11", NOW)).toEqual({ kind: "no-supplier" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM invoice").first("n")).toBe(0);
  });

  test("seven leads within the supplier's state: ₹140 taxable, CGST ₹12.60 + SGST ₹12.60, total ₹165.20; between states IGST ₹25.20", async () => {
    stopClockAt(NOW);
    const res = await issueInConsole("2026-11");
    expect(res.status).toBe(200);
    expect(visibleText(await res.text())).toContain("2 invoices issued; 0 had been issued before.");
    const { results } = await env.DB.prepare("SELECT tName, fy, seq, leads, taxable, cgst, sgst, igst, total FROM invoice ORDER BY seq").all();
    // 7 × 2,000 paise = 14,000; 9 % = 1,260 each (intra-state); 18 % = 2,520 (inter-state); 14,000 + 2,520 = 16,520.
    // Equal totals: the statement lists traders by name, Aravali before Shree, so Aravali takes number 1.
    expect(results).toEqual([
      { tName: GURGAON.tName, fy: "2026-27", seq: 1, leads: 7, taxable: 14_000, cgst: 0, sgst: 0, igst: 2_520, total: 16_520 },
      { tName: NOIDA.tName, fy: "2026-27", seq: 2, leads: 7, taxable: 14_000, cgst: 1_260, sgst: 1_260, igst: 0, total: 16_520 },
    ]);
  });

  test("the invoice series is gapless and never reused: issuing again takes no number, the next month's invoice the next one", async () => {
    stopClockAt(NOW);
    const again = await issueInConsole("2026-11");
    expect(visibleText(await again.text())).toContain("0 invoices issued; 2 had been issued before.");
    await lead(NOIDA, "2026-10-15T09:00:00");
    await issueInConsole("2026-10");
    const { results } = await env.DB.prepare("SELECT month, tName, seq FROM invoice ORDER BY seq").all();
    expect(results.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(results[2]).toEqual({ month: "2026-10", tName: NOIDA.tName, seq: 3 });
    expect(await env.DB.prepare("SELECT last FROM invoice_series WHERE fy = '2026-27'").first("last")).toBe(3);
  });

  test("the owner hears of the issued invoice by SMS in the trader's language, once", async () => {
    const noida = (await outbox(NOIDA.owner)).filter((m) => m.text.includes("इनवॉइस"));
    // two invoices of Noida's trader (November, then October), one SMS each, in Hindi (no setting)
    expect(noida.map((m) => m.language)).toEqual(["hi", "hi"]);
    expect(noida[0]!.text).toBe(
      "EV Catalogue India: नवंबर 2026 का आपका टैक्स इनवॉइस EVP/26-27/00002 जारी हो गया है, कुल ₹165.20। यहाँ देखें: http://localhost/hi/seller/money/2026-11/invoice",
    );
    const gurgaon = await outbox(GURGAON.owner);
    expect(gurgaon.map((m) => m.text)).toEqual([
      "EV Catalogue India: your tax invoice EVP/26-27/00001 for Nov 2026 is issued, total ₹165.20. See it: http://localhost/seller/money/2026-11/invoice",
    ]);
  });
});

describe("the seller's money pages", () => {
  test("a month's statement shows the trader's own leads and totals, in Hindi under /hi", async () => {
    stopClockAt(NOW);
    const cookie = await sessionCookie(NOIDA.tName, NOIDA.owner);
    const res = await asSeller(cookie, "/hi/seller/money/2026-11");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    // 7 × (₹20 + ₹3.60) = ₹165.20
    expect(visibleText(section(html, "money-total"))).toBe("₹165.20");
    expect(visibleText(section(html, "money-invoice"))).toContain("टैक्स इनवॉइस EVP/26-27/00002");
    expect(visibleText(html)).toContain("नवंबर 2026 का स्टेटमेंट");
  });

  test("the months list has each month with its leads and invoice number", async () => {
    stopClockAt(NOW);
    const html = await (await asSeller(await sessionCookie(NOIDA.tName, NOIDA.owner), "/seller/money")).text();
    const months = visibleText(section(html, "money-months"));
    expect(months).toContain("Leads: 7");
    expect(months).toContain("Tax invoice EVP/26-27/00002");
    expect(months).toContain("Tax invoice EVP/26-27/00003");
  });

  test("the printable invoice says supplier, recipient, SAC 998365, place of supply, IGST and the total in words", async () => {
    stopClockAt(NOW);
    const res = await asSeller(await sessionCookie(GURGAON.tName, GURGAON.owner), "/seller/money/2026-11/invoice");
    expect(res.status).toBe(200);
    const text = visibleText(section(await res.text(), "invoice"));
    for (const part of [
      "Tax invoice", "EVP/26-27/00001", "EV Catalogue India Private Limited", "GSTIN: 09AAFCE1234K1Z8", "Aravali E-Vehicles",
      "Place of supply", "Haryana (06)", "998365", "IGST (18 %)", "₹25.20", "₹165.20", "Rupees One Hundred Sixty-Five and Twenty Paise Only",
    ]) expect(text).toContain(part);
    expect(text).not.toContain("CGST");
  });

  test("a month not issued, or no month at all, is the 404 page; without a session the seller is sent to sign in", async () => {
    stopClockAt(NOW);
    const cookie = await sessionCookie(GURGAON.tName, GURGAON.owner);
    expect((await asSeller(cookie, "/seller/money/2026-10/invoice")).status).toBe(404);
    expect((await asSeller(cookie, "/seller/money/2026-10/invoice.pdf")).status).toBe(404);
    expect((await asSeller(cookie, "/seller/money/2026-13")).status).toBe(404);
    const away = await fetchWorker("/seller/money/2026-11/invoice.pdf", { redirect: "manual" });
    expect(away.status).toBe(302);
    expect(away.headers.get("Location")).toBe(`/seller?next=${encodeURIComponent("/seller/money/2026-11/invoice.pdf")}`);
  });

  test("the Hindi invoice PDF embeds a Devanagari font and shapes conjuncts: त्र is one glyph", async () => {
    stopClockAt(NOW);
    const res = await asSeller(await sessionCookie(NOIDA.tName, NOIDA.owner), "/hi/seller/money/2026-11/invoice.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="EVP-26-27-00002.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const raw = new TextDecoder("latin1").decode(bytes);
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toContain("NotoSansDevanagari");
    // The font's ToUnicode map: a shaped conjunct is one glyph standing for several characters.
    // "मात्र" (the total in words) has त्र = U+0924 U+094D U+0930; unshaped, each would be a glyph of its own.
    const maps = await inflatedStreams(bytes, raw);
    expect(maps.some((text) => /<0924 094d 0930>/i.test(text))).toBe(true);
  });
});

describe("GET /seller/api/statements/{yyyy-mm}", () => {
  test("a trader's API key reads its own trader's statement and invoice, never another's", async () => {
    stopClockAt(NOW);
    const { key } = await createApiKey(env.DB, GURGAON.tName);
    const res = await fetchWorker("/seller/api/statements/2026-11", { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const body = (await res.json()) as { statement: { tName: string; count: number; total: number }; invoice: { number: string; igst: number; pdf: string } };
    expect(body.statement).toMatchObject({ tName: GURGAON.tName, count: 7, total: 16_520 });
    expect(body.invoice).toMatchObject({ number: "EVP/26-27/00001", igst: 2_520, pdf: "http://localhost/seller/money/2026-11/invoice.pdf" });
    // The same key for October: Noida's trader has an invoice there, Gurgaon's has none and no leads.
    const october = (await (await fetchWorker("/seller/api/statements/2026-10", { headers: { Authorization: `Bearer ${key}` } })).json()) as typeof body;
    expect(october.statement).toMatchObject({ tName: GURGAON.tName, count: 0, total: 0 });
    expect(october.invoice).toBeNull();
  });

  test("the seller's session reads its trader's statement; no session or key is 401, a bad key 401, a bad month 400", async () => {
    stopClockAt(NOW);
    const cookie = await sessionCookie(NOIDA.tName, NOIDA.owner);
    const mine = (await (await asSeller(cookie, "/seller/api/statements/2026-10")).json()) as { statement: { tName: string; count: number } };
    expect(mine.statement).toMatchObject({ tName: NOIDA.tName, count: 1 });
    expect((await fetchWorker("/seller/api/statements/2026-11")).status).toBe(401);
    expect((await fetchWorker("/seller/api/statements/2026-11", { headers: { Authorization: "Bearer evl_nope" } })).status).toBe(401);
    const bad = await asSeller(cookie, "/seller/api/statements/2026-13");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_request" } });
  });
});

describe("a decided dispute", () => {
  test("the trader's owner hears by SMS in its language whether the dispute was accepted", async () => {
    const id = await lead(NOIDA, "2026-12-07T10:00:00");
    await env.DB.prepare("INSERT INTO lead_dispute (leadId, reason, note, createdAt) VALUES (?1, 'wrong-number', '', ?2)").bind(id, Date.now()).run();
    const res = await admin(`/disputes/${id}`, { method: "POST", body: JSON.stringify({ decision: "accept", note: "" }) });
    expect(res.status).toBe(200);
    const last = (await outbox(NOIDA.owner)).at(-1)!;
    expect(last).toEqual({
      language: "hi",
      text: `EV Catalogue India: लीड ${id} पर आपकी शिकायत मान ली गई है। इस लीड का पैसा नहीं लगेगा। अपना हिसाब देखें: http://localhost/hi/seller/money`,
    });
  });
});

/** The PDF's compressed streams, inflated, as text (a font's ToUnicode map is one of them). */
async function inflatedStreams(bytes: Uint8Array, raw: string): Promise<string[]> {
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    // the data ends before the line break that precedes "endstream"
    const end = raw.indexOf("endstream", start);
    const chunk = bytes.slice(start, raw[end - 1] === "\n" ? end - 1 : end);
    try {
      const inflated = await new Response(new Blob([chunk]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer();
      out.push(new TextDecoder("latin1").decode(inflated));
    } catch {
      // not deflated, or a font's bytes: skipped
    }
  }
  return out;
}
