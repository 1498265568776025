import type { APIRequestContext } from "@playwright/test";
import {
  codeSentTo, expect, freshMobile, hydrated, istYesterdayAndToday, leadPagePath, operatorHeaders, shownMobile, signInToConsole, storedEnquiries, test, watchErrors,
} from "./helpers";

// Every lead reaches a seller: a visitor on a model-in-city page names no dealer, confirms the
// number with the code the local SMS provider kept, and reads who will call; each routed dealer
// finds the lead once on its lead page, marked Verified, and an SMS with its lead link; a dispute
// the operator accepts takes the lead off the month's statement; the same enquiry sent under four
// kinds is billed once. No SMS service is configured in `npm start`: messages are read from the
// operator's outbox (/admin/api/outbox).

test.describe.configure({ timeout: 120_000 });

type OutboxMessage = { kind: string; text: string; channel: string };
type Statement = { traders: { tName: string; lines: { lead: { id: string } }[] }[] };

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/admin/api/outbox?to=${encodeURIComponent(to)}&limit=50`, { headers: operatorHeaders() });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The lead ids on the statements of the IST months of yesterday and today, by trader: a lead sent just before a month ends is on the month it was sent in. */
async function statementLeads(request: APIRequestContext): Promise<Map<string, string[]>> {
  const { from, to } = istYesterdayAndToday();
  const byTrader = new Map<string, string[]>();
  for (const month of new Set([from.slice(0, 7), to.slice(0, 7)])) {
    const res = await request.get(`/admin/api/statements/${month}`, { headers: operatorHeaders() });
    expect(res.ok()).toBe(true);
    const statement = (await res.json()) as Statement;
    for (const t of statement.traders) byTrader.set(t.tName, [...(byTrader.get(t.tName) ?? []), ...t.lines.map((l) => l.lead.id)]);
  }
  return byTrader;
}

test("an enquiry naming no dealer reaches the nearest dealers: verified by SMS code, named in the result, once on each lead page with an SMS, and an accepted dispute leaves the statement", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = freshMobile();

  await page.goto("/brand/Jezza/Classic/Price-In-Noida");
  await hydrated(page);
  await page.getByRole("link", { name: "Contact to Talk Dealer" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");

  // The result names who will call, each with its town.
  await expect(dialog.getByText("They have your enquiry and will call you:")).toBeVisible();
  const callers = dialog.getByTestId("enquiry-callers").getByRole("listitem");
  await expect(callers.first()).toBeVisible();
  const named = await callers.allInnerTexts();
  expect(named.length).toBeGreaterThanOrEqual(1);
  expect(named.length).toBeLessThanOrEqual(3);
  expect(named.join("\n")).toContain("Noida E-Rickshaw Point");
  // Dealers found by nearness, fewer than 3: the next nearest gets it if they do not call (docs/decisions/169).
  await expect(dialog.getByTestId("enquiry-next-dealer")).toHaveText(
    "Once your number is confirmed, if they do not call you within 30 minutes (business hours), we give your enquiry to the next nearest dealer and tell you by SMS.",
  );

  // The code from the SMS confirms the number.
  await expect(dialog.getByRole("heading", { name: "Confirm your number so you are called first" })).toBeVisible();
  await dialog.getByLabel("OTP").fill(await codeSentTo(request, mobile));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Thank you! Your number is confirmed.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();

  // One lead per routed dealer, every one billable now that the number is confirmed.
  const leads = await storedEnquiries(request, mobile);
  expect(leads.length).toBe(named.length);
  expect(new Set(leads.map((l) => l.tName)).size).toBe(leads.length);
  expect(leads.every((l) => l.billable)).toBe(true);

  for (const lead of leads) {
    // Once on the dealer's lead page, marked Verified.
    await page.goto(await leadPagePath(request, lead.tName));
    const card = page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();

    // The dealer's SMS, sent through the queue, carries its private lead link, which opens the lead.
    const contact = await request.get(`/admin/api/traders/${lead.tName}/contact`, { headers: operatorHeaders() });
    const { notifyPhone } = (await contact.json()) as { notifyPhone: string };
    expect(notifyPhone).not.toBe("");
    let sms: OutboxMessage | undefined;
    await expect
      .poll(async () => {
        sms = (await outbox(request, notifyPhone)).find((m) => m.kind === "lead" && m.text.includes(shownMobile(mobile).replace(/^\+91 /, "")));
        return sms !== undefined;
      }, { timeout: 30_000 })
      .toBe(true);
    const link = /https?:\/\/\S+\/leads\/\S+/.exec(sms!.text)![0];
    await page.goto(new URL(link).pathname);
    await expect(page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) })).toHaveCount(1);
  }

  // The first dealer disputes its lead; the operator accepts; the lead leaves the statement.
  const disputed = leads[0]!;
  expect((await statementLeads(request)).get(disputed.tName)).toContain(disputed.id);
  await page.goto(await leadPagePath(request, disputed.tName));
  await hydrated(page);
  const card = page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) });
  await card.getByText("Dispute this lead").click();
  await card.getByLabel("Wrong or unreachable number").check();
  await card.getByRole("button", { name: "Send dispute" }).click();
  await expect(card.getByText("Disputed (Wrong or unreachable number): under review")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToConsole(page, "/admin/disputes");
  const item = page.getByTestId("dispute").filter({ hasText: disputed.id });
  await expect(item).toContainText("Wrong or unreachable number");
  await item.getByRole("button", { name: "Accept: do not charge" }).click();
  await expect(page.getByTestId("dispute").filter({ hasText: disputed.id })).toHaveCount(0);

  const after = await statementLeads(request);
  expect(after.get(disputed.tName) ?? []).not.toContain(disputed.id);
  for (const other of leads.slice(1)) expect(after.get(other.tName)).toContain(other.id);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same enquiry sent under four kinds is billed once", async ({ page, request }) => {
    const mobile = freshMobile();
    const dealer = "Noida-E-Rickshaw-Point";
    for (const kind of ["Dealer", "Find Dealer", "Dealer Inquiry", "Contact to Talk Dealer"]) {
      await page.goto(`/enquiry?typeOfQuery=${encodeURIComponent(kind)}&brandName=Jezza&modelName=Classic&traderName=${dealer}&cityName=Noida`);
      await page.getByLabel("Mobile number").fill(mobile);
      await page.getByLabel("Pincode").fill("201301");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("status")).toContainText("Your enquiry has been received");
    }
    // One code confirms the number for all four.
    await page.getByLabel("OTP").fill(await codeSentTo(request, mobile));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Thank you! Your number is confirmed.", { exact: false })).toBeVisible();

    const leads = await storedEnquiries(request, mobile);
    expect(leads.map((l) => l.typeOfQuery).sort()).toEqual(["Contact to Talk Dealer", "Dealer", "Dealer Inquiry", "Find Dealer"]);
    expect(leads.every((l) => l.tName === dealer)).toBe(true);
    const billed = leads.filter((l) => l.billable);
    expect(billed).toHaveLength(1);
    const onStatement = (await statementLeads(request)).get(dealer) ?? [];
    expect(leads.filter((l) => onStatement.includes(l.id))).toEqual(billed);
  });
});
