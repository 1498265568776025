import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { webhookReceiver } from "../support/webhook-receiver";
import { codeSentTo, expect, freshMobile, hydrated, istYesterdayAndToday, leadPagePath, operatorHeaders, operatorLeads, serveReceiver, test, watchErrors } from "./helpers";

// Privacy end to end (docs/decisions/152), on a phone in Hindi: an enquiry to a dealer, its
// number confirmed with the code from the outbox, "मेरी पूछताछ" opened with another code, the
// sellers seen, everything erased; then the console, the seller's lead page, both CSVs and the
// pull API show the lead erased, the number is in no D1 table and no KV entry of the server's own
// storage, and the dealer's webhook received the erasure event once.

const TRADER = { tName: "Pink-City-E-Vehicles", traderName: "Pink City E-Vehicles" };
const SECRET = "whsec-privacy-journey-0123456789ab";
const PORT = Number(process.env.E2E_PORT ?? 8799) + 2;
/** The server's storage (playwright.config.ts: PERSIST_TO). */
const STATE = `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8799}/v3`;

test.describe.configure({ timeout: 180_000 });

const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])) : [];

/** Every row of every table of the server's D1, read-only while it runs, as text. */
function d1Text(): string {
  const files = filesUnder(join(STATE, "d1")).filter((f) => f.endsWith(".sqlite"));
  expect(files.length).toBeGreaterThan(0);
  return files
    .map((file) => {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
        return tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all())).join("\n");
      } finally {
        db.close();
      }
    })
    .join("\n");
}

/** Every byte the server's KV and Cache API keep (their indexes and their values), as text. */
const kvText = () => [...filesUnder(join(STATE, "kv")), ...filesUnder(join(STATE, "cache"))].map((file) => readFileSync(file).toString("latin1")).join("\n");

test("in Hindi at 360 px: enquire, confirm, open मेरी पूछताछ with a code, see the sellers, erase; the lead shows erased everywhere, the number is nowhere in D1 or KV, and the webhook got the erasure once", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const receiver = webhookReceiver({ secret: SECRET });
  const server = await serveReceiver(PORT, receiver.handle);
  try {
    const put = await request.put(`/admin/api/traders/${TRADER.tName}/webhook`, { headers: operatorHeaders(), data: { url: `http://127.0.0.1:${PORT}/leads`, secret: SECRET } });
    expect(put.status()).toBe(200);
    const leadPage = await leadPagePath(request, TRADER.tName);
    const key = ((await (await request.post(`/admin/api/traders/${TRADER.tName}/api-keys`, { headers: operatorHeaders() })).json()) as { key: string }).key;
    const mobile = freshMobile();
    const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

    // The enquiry, from the dealer's page: the notice says what, why, who and how long before the number is taken.
    await page.goto(`/hi/dealer/${TRADER.tName}/About`);
    await hydrated(page);
    await page.getByRole("link", { name: "डीलर से बात करें" }).first().click();
    const dialog = page.getByRole("dialog");
    const notice = dialog.getByTestId("privacy-notice");
    await expect(notice).toContainText("आपकी जानकारी और इसे कौन पाएगा");
    await expect(notice).toContainText("12 महीने रखते हैं, फिर मिटा देते हैं");
    await expect(notice.getByRole("link", { name: "मेरी पूछताछ" })).toHaveAttribute("href", "/hi/my-enquiries");
    await dialog.getByLabel("मोबाइल नंबर").fill(mobile);
    await dialog.getByLabel("पिनकोड").fill("302001");
    await dialog.getByRole("button", { name: "भेजें" }).click();
    await expect(dialog.getByRole("status")).toContainText("आपकी पूछताछ मिल गई है");

    // Confirmed with the code from the outbox: the lead is billable and goes to the dealer's webhook.
    await dialog.getByLabel("OTP").fill(await codeSentTo(request, mobile));
    await dialog.getByRole("button", { name: "जाँचें" }).click();
    await expect(dialog.getByText("धन्यवाद! आपके नंबर की पुष्टि हो गई है।", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "ठीक है" }).click();
    const [lead] = (await operatorLeads(request)).filter((l) => l.mobile === mobile);
    expect(lead).toMatchObject({ tName: TRADER.tName, billable: true });
    await expect.poll(() => receiver.accepted.get(lead!.id)?.successes, { timeout: 60_000 }).toBe(1);
    // the stores hold the number now, as the search below would find it
    expect(d1Text()).toContain(mobile);

    // मेरी पूछताछ: the number, then the code the outbox kept. The code of the enquiry was sent
    // moments ago: within the codes' 30 s no other goes, and the page says only what it says of
    // any number (it never tells who enquired); its countdown says when to ask again.
    await page.goto("/hi/my-enquiries");
    await hydrated(page);
    const signIn = page.getByTestId("privacy-notice");
    await expect(signIn).toContainText("सिर्फ़ SMS से वह कोड भेजने के लिए");
    const outbox = async () => ((await (await request.get(`/admin/api/outbox?to=${mobile}`, { headers: operatorHeaders() })).json()) as { messages: unknown[] }).messages.length;
    const before = await outbox();
    await page.getByLabel("मोबाइल नंबर").fill(mobile);
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    const maybeSent = "अगर इस नंबर से हमें कोई पूछताछ मिली है, तो इस पर SMS से 6 अंकों का कोड भेज दिया गया है। उसे यहाँ लिखें।";
    await expect(page.getByRole("status")).toHaveText(maybeSent);
    const wait = page.getByTestId("code-wait");
    await expect(wait).toBeVisible();
    if ((await outbox()) === before) {
      const seconds = Number(/(\d+)/.exec((await wait.textContent()) ?? "")?.[1] ?? 30);
      await page.waitForTimeout(seconds * 1000 + 500);
      await page.getByRole("button", { name: "नया कोड भेजें" }).click();
      await expect.poll(outbox, { timeout: 10_000 }).toBe(before + 1);
      await expect(page.getByRole("status")).toHaveText(maybeSent);
    }
    await page.getByLabel("SMS में आया कोड").fill(await codeSentTo(request, mobile));
    await page.getByRole("button", { name: "मेरी पूछताछ खोलें" }).click();
    await expect(page.getByText(`+91 ${spaced} से भेजी गई आपकी पूछताछ`)).toBeVisible();
    const enquiries = page.getByTestId("my-enquiry");
    await expect(enquiries).toHaveCount(1);
    await expect(enquiries.getByTestId("my-enquiry-sellers")).toHaveText(TRADER.traderName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "मेरी सारी जानकारी मिटाएँ" }).click();
    await expect(page.getByRole("heading", { name: "क्या आपकी सारी जानकारी मिटा दें?" })).toBeVisible();
    await page.getByRole("button", { name: "हाँ, सब मिटा दें" }).click();
    await expect(page.getByTestId("my-enquiries-done")).toContainText("हो गया: 1 पूछताछ से आपकी जानकारी मिटा दी गई है");
    await expect(page.getByText("इस नंबर से भेजी गई कोई पूछताछ हमारे पास नहीं है।")).toBeVisible();

    // The console shows it erased, at the buyer's request.
    const console = (await operatorLeads(request)).find((l) => l.id === lead!.id) as unknown as { mobile: string; privacy: { erasedBy: string; erasedAt: string | null } };
    expect(console).toMatchObject({ mobile: "", privacy: { erasedBy: "buyer", erasedAt: expect.any(String) } });
    // The seller's lead page says so, without the number.
    await page.goto(leadPage);
    const card = page.getByTestId("lead-card").filter({ has: page.locator(`#lead-${lead!.id}`) });
    await expect(card.getByRole("heading")).toContainText("Details erased");
    await expect(card).not.toContainText(spaced);
    // Both CSVs: the lead's row, without the number, erased because the buyer asked.
    const { from, to } = istYesterdayAndToday();
    for (const csv of [await request.get(`/admin/leads.csv?from=${from}&to=${to}`, { headers: operatorHeaders() }), await request.get(`${leadPage}/leads.csv`)]) {
      const row = (await csv.text()).split("\r\n").find((line) => line.includes(lead!.id))!;
      expect(row).toMatch(/,buyer$/);
      expect(row).not.toContain(mobile);
    }
    // The pull API: the lead erased, and in the window's erasures.
    const auth = { Authorization: `Bearer ${key}` };
    const pulled = (await (await request.get(`/leads/api?since=${from}`, { headers: auth })).json()) as { leads: { id: string; mobile: string; erased: boolean }[] };
    expect(pulled.leads.find((l) => l.id === lead!.id)).toMatchObject({ mobile: "", erased: true });
    const erasures = (await (await request.get(`/leads/api/erasures?since=${from}`, { headers: auth })).json()) as { erasures: { id: string }[] };
    expect(erasures.erasures.map((e) => e.id)).toContain(lead!.id);

    // The number is in no table of D1 and in no KV entry, as the ten digits or spaced as a message prints them.
    const stores = `${d1Text()}\n${kvText()}`;
    for (const spelling of [mobile, spaced]) expect(stores.includes(spelling), spelling).toBe(false);

    // The dealer's webhook received the erasure event once, signed, under its own key.
    await expect.poll(() => receiver.accepted.get(`${lead!.id}.erased`)?.successes, { timeout: 60_000 }).toBe(1);
    const events = receiver.attempts.filter((a) => a.idempotencyKey === `${lead!.id}.erased`);
    expect(events).toEqual([{ leadId: lead!.id, idempotencyKey: `${lead!.id}.erased`, status: 200, verified: true }]);
    expect(receiver.accepted.get(`${lead!.id}.erased`)?.lead).toMatchObject({ event: "lead.erased", lead: { id: lead!.id, reason: "buyer" } });
    expect(errors).toEqual([]);
  } finally {
    await request.delete(`/admin/api/traders/${TRADER.tName}/webhook`, { headers: operatorHeaders() });
    await new Promise((resolve) => server.close(resolve));
  }
});
