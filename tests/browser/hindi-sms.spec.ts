import { callName, codeSentTo, expect, freshMobile, hydrated, operatorHeaders, recordPosts, test, watchErrors } from "./helpers";

// The code's SMS goes in the language of the page the buyer used (docs/decisions/151): an enquiry
// from a Hindi page's dialog asks for the code in Hindi, and the SMS the local provider keeps (the
// operator's outbox) is the Hindi one.

test.describe.configure({ timeout: 60_000 });

test("an enquiry from a Hindi page's dialog gets its code by SMS in Hindi", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const posts = recordPosts(page);
  const mobile = freshMobile();
  await page.goto("/hi/city/Noida/electric-rickshaw-dealers");
  await hydrated(page);
  await page.getByTestId("dealer-card").filter({ hasText: "Shree Ganesh E-Motors" }).getByRole("link", { name: "डीलर से बात करें" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("मोबाइल नंबर").fill(mobile);
  await dialog.getByLabel("पिनकोड").fill("201301");
  await dialog.getByRole("button", { name: "भेजें" }).click();
  await expect(dialog.getByLabel("OTP")).toBeVisible();
  const asked = posts.find((post) => callName(post) === "sendOtp");
  expect(asked?.postDataJSON()).toEqual({ mobile, lang: "hi" });
  await codeSentTo(request, mobile);
  const outbox = await request.get(`/admin/api/outbox?to=${mobile}&limit=1`, { headers: operatorHeaders() });
  const [sms] = ((await outbox.json()) as { messages: { text: string; language: string }[] }).messages;
  expect(sms).toMatchObject({ language: "hi" });
  expect(sms!.text).toMatch(/^\d{6} आपका OTP है, EV Catalogue India पर अपना मोबाइल नंबर पक्का करने के लिए।/);
  expect(errors).toEqual([]);
});
