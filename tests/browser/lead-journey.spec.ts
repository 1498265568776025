import { readFileSync } from "node:fs";
import { codeSentTo, expect, freshMobile, hydrated, leadPagePath, shownMobile, test, watchErrors } from "./helpers";

// A visitor sends an enquiry from a city dealer page, and the dealer's
// private lead page (created through the operator API) shows it, once the visitor confirmed the
// number with the SMS code, with working call and WhatsApp links; the dealer marks it contacted
// and downloads the CSV. Until confirmed the mobile is masked (tests/worker/traders-area.test.ts).

const DEALER = { tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors" };

test("a visitor's enquiry from a city dealer page reaches the dealer's private lead page with working call and WhatsApp links", async ({ page, request }) => {
  const errors = watchErrors(page);
  const mobile = freshMobile();
  const leadPage = await leadPagePath(request, DEALER.tName);

  await page.goto("/city/Noida/electric-rickshaw-dealers");
  await hydrated(page);
  const card = page.getByTestId("dealer-card").filter({ hasText: DEALER.traderName });
  await card.getByRole("link", { name: "Click To Talk Dealer" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");
  await dialog.getByLabel("OTP").fill(await codeSentTo(request, mobile));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Thank you! Your number is confirmed.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();

  await page.goto(leadPage);
  // The checks below click links; hydration must not swap the card under them on a busy machine.
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Leads for ${DEALER.traderName}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const lead = page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText("Dealer");
  await expect(lead).toContainText("Noida");
  await expect(lead).toContainText("201301");
  await expect(page.getByTestId("lead-card").first()).toContainText(shownMobile(mobile)); // newest first

  const call = lead.getByRole("link", { name: `Call ${shownMobile(mobile)}` });
  await expect(call).toHaveAttribute("href", `tel:+91${mobile}`);
  // A tel: link opens the phone's dialler: the browser hands it to the system, so check that a
  // tap asks for that URL (the click's default action is the navigation to it).
  const dialled = await call.evaluate((a: HTMLAnchorElement) => {
    let asked = "";
    a.addEventListener("click", (event) => { asked = (event.currentTarget as HTMLAnchorElement).href; event.preventDefault(); }, { once: true });
    a.click();
    return asked;
  });
  expect(dialled).toBe(`tel:+91${mobile}`);

  // WhatsApp opens wa.me with the visitor's number and the greeting (answered locally: no internet).
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const [chat] = await Promise.all([page.waitForEvent("popup"), lead.getByRole("link", { name: "WhatsApp" }).click()]);
  const opened = new URL(chat.url());
  expect(`${opened.origin}${opened.pathname}`).toBe(`https://wa.me/91${mobile}`);
  expect(opened.searchParams.get("text")).toContain(`this is ${DEALER.traderName}`);
  await chat.close();

  await lead.getByRole("button", { name: "Mark contacted" }).click();
  await expect(lead).toContainText("Contacted");
  await expect(lead.getByRole("button", { name: "Mark contacted" })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`,${mobile},`);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dealer marks a lead contacted on the lead page without JavaScript", async ({ page, request }) => {
    const mobile = freshMobile();
    const leadPage = await leadPagePath(request, DEALER.tName);
    await page.goto(`/enquiry?typeOfQuery=Dealer&traderName=${DEALER.tName}&cityName=Noida`);
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Pincode").fill("201301");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toContainText("Your enquiry has been received");
    await page.getByLabel("OTP").fill(await codeSentTo(request, mobile));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Thank you! Your number is confirmed.", { exact: false })).toBeVisible();

    await page.goto(leadPage);
    const lead = page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) });
    await expect(lead.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
    await lead.getByRole("button", { name: "Mark contacted" }).click();
    await expect(page.getByTestId("lead-card").filter({ hasText: shownMobile(mobile) })).toContainText("Contacted");
  });
});
