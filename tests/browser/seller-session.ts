import type { APIRequestContext, Page } from "@playwright/test";
import { codeSentTo, expect, operatorHeaders } from "./helpers";

// A seller signed in the way a person signs in (docs/decisions/164): the trader's owner mobile
// (the number it is told of new leads on, as the operator API shows it), the sign-in form in the
// page's language, and the code from the local outbox. Each test signs in as its own trader, so
// no mobile meets the code limits twice in a run.

/** The 10 digits of the trader's owner mobile: its new-lead number in the sample. */
export async function ownerMobileOf(request: APIRequestContext, tName: string): Promise<string> {
  const res = await request.get(`/admin/api/traders/${tName}/contact`, { headers: operatorHeaders() });
  if (!res.ok()) throw new Error(`contact of ${tName} answered ${res.status()}`);
  return ((await res.json()) as { notifyPhone: string }).notifyPhone.replace(/\D/g, "").slice(-10);
}

const WORDS = {
  en: { mobile: "Mobile number", send: "Send code", code: "Code from the SMS", signIn: "Sign in" },
  hi: { mobile: "मोबाइल नंबर", send: "कोड भेजें", code: "SMS में आया कोड", signIn: "साइन इन करें" },
} as const;

/** Signs in at /seller (or /hi/seller) with the code sent to `mobile`, and waits for the workspace. */
export async function signInAsSeller(page: Page, request: APIRequestContext, mobile: string, lang: "en" | "hi" = "en"): Promise<void> {
  const t = WORDS[lang];
  await page.goto(lang === "hi" ? "/hi/seller" : "/seller");
  await page.getByLabel(t.mobile).fill(mobile);
  await page.getByRole("button", { name: t.send }).tap();
  // Many codes asked from one address (a test run) bring the sum a person answers before the code is sent.
  const sum = page.getByLabel(/\d+ \+ \d+/);
  const codeBox = page.getByLabel(t.code);
  await expect(sum.or(codeBox)).toBeVisible();
  if (await sum.isVisible()) {
    const question = (await page.locator("label", { hasText: /\d+ \+ \d+/ }).textContent()) ?? "";
    const [a, b] = /(\d+) \+ (\d+)/.exec(question)!.slice(1).map(Number);
    await sum.fill(String(a! + b!));
    await page.getByRole("button", { name: t.send }).tap();
  }
  await codeBox.fill(await codeSentTo(request, mobile));
  await page.getByRole("button", { name: t.signIn }).tap();
  await expect(page).toHaveURL(/\/seller\/[a-z]/);
}
