import { codeSentTo, expect, expectNoHorizontalOverflow, expectTapTargets, test, watchErrors } from "./helpers";

// A dealer signs in to the seller workspace on a phone in Hindi (docs/decisions/164): the mobile
// registered to the business, the code from the SMS (the local outbox), and the workspace opens
// at the page it was asked for; then signs out. Typed and tapped as soon as each page loads.

/** The sample dealer and its owner's mobile: the number it is told of new leads on (seed/contacts.ts). */
const DEALER = { traderName: "Shree Ganesh E-Motors", owner: "9000050103" };

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test("a dealer signs in at /hi/seller with the code from the SMS and lands on the page it asked for, in Hindi, at 360 px", async ({ page, request }) => {
  const errors = watchErrors(page);
  // a workspace page without a session sends to the sign-in, which comes back to it
  await page.goto("/hi/seller/staff");
  await expect(page).toHaveURL(/\/hi\/seller\?next=%2Fhi%2Fseller%2Fstaff$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("विक्रेताओं के लिए साइन इन");
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page, "sign-in");

  // a number that is no mobile is told so beside its field, keeping what was typed
  await page.getByLabel("मोबाइल नंबर").fill("12345");
  await page.getByRole("button", { name: "कोड भेजें" }).tap();
  await expect(page.getByTestId("seller-said")).toHaveText("10 अंकों का मोबाइल नंबर डालें, जैसे 98765 43210।");
  await expect(page.getByLabel("मोबाइल नंबर")).toHaveValue("12345");

  await page.getByLabel("मोबाइल नंबर").fill(DEALER.owner);
  await page.getByRole("button", { name: "कोड भेजें" }).tap();
  await expect(page.getByTestId("seller-said")).toContainText("6 अंकों का कोड भेज दिया है");
  await expectNoHorizontalOverflow(page);
  await page.getByLabel("SMS में आया कोड").fill(await codeSentTo(request, DEALER.owner));
  await page.getByRole("button", { name: "साइन इन करें" }).tap();

  await expect(page).toHaveURL(/\/hi\/seller\/staff$/);
  await expect(page.getByTestId("seller-trader")).toHaveText(DEALER.traderName);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("स्टाफ़");
  await expect(page.getByTestId("seller-staff")).toContainText("+91 90000 50103");
  await expectNoHorizontalOverflow(page);
  await expectTapTargets(page, "staff");

  // the same page in English, still signed in; then signing out ends the session
  await page.getByRole("link", { name: "English" }).tap();
  await expect(page).toHaveURL(/\/seller\/staff$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
  await page.getByRole("button", { name: "Sign out" }).tap();
  await expect(page).toHaveURL(/\/seller$/);
  await page.goto("/seller/settings");
  await expect(page).toHaveURL(/\/seller\?next=/);
  expect(errors).toEqual([]);
});
