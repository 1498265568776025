import { ENQUIRY_MESSAGES } from "#app/shared/rules/enquiry-messages";
import {
  callName,
  watchErrors,
  expect,
  expectPhoneFriendly,
  freshMobile,
  ENQUIRIES_PER_MINUTE,
  openContactDialog,
  recordPosts,
  spendMobileLimit,
  storedEnquiries,
  test,
} from "./helpers";

// The enquiry dialog from the header's Contact Us button.

// Stored leads are read through the operator API; a journey waits for its queued delivery.
test.describe.configure({ timeout: 60_000 });

test("the header Contact Us button opens the enquiry dialog in its entry state", async ({ page }) => {
  const errors = watchErrors(page);
  const dialog = await openContactDialog(page);
  expect(page.url()).not.toContain("/enquiry");
  const mobile = dialog.getByLabel("Mobile number");
  await expect(mobile).toHaveAttribute("placeholder", "Enter 10 Digit Number");
  await expect(mobile).toHaveAttribute("inputmode", "numeric");
  await expect(mobile).toHaveAttribute("autocomplete", "tel-national");
  await expect(dialog.getByText("+91", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Detect My City" })).toBeVisible();
  await expect(dialog.getByLabel("Pincode")).toHaveAttribute("placeholder", "Enter Your City Pincode");
  const terms = dialog.getByRole("link", { name: "Terms of Use" });
  await expect(terms).toHaveAttribute("href", "/Terms-of-Use");
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(terms).toHaveAttribute("rel", "noopener");
  await expect(dialog.getByText("Read and Agree on Terms of Use")).toBeVisible();
  await expect(dialog.getByRole("checkbox")).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  // A modal: the browser keeps focus inside it.
  await expect(dialog).toHaveJSProperty("open", true);
  expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  expect(errors).toEqual([]);
});

test("phones first: at 360 px the dialog fits without horizontal scroll, controls at least 44 px high", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const dialog = await openContactDialog(page);
  await expectPhoneFriendly(page, dialog);
});

test("the dialog cannot be dismissed by clicking outside it or by pressing Escape", async ({ page }) => {
  const dialog = await openContactDialog(page);
  await dialog.evaluate((d) => {
    d.addEventListener("close", () => (d.dataset.closedTimes = String(Number(d.dataset.closedTimes ?? 0) + 1)));
  });
  await dialog.getByLabel("Mobile number").fill("98765");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await page.mouse.click(4, 4);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  // Focus nowhere in the dialog: Escape reaches the document, and is held there too.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Mobile number")).toHaveValue("98765");
  // Not even closed for an instant and reopened.
  await expect(dialog).not.toHaveAttribute("data-closed-times");
});

test("closing without submitting restores focus to the opener and sends nothing", async ({ page }) => {
  const posts = recordPosts(page);
  const dialog = await openContactDialog(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toBeFocused();
  expect(posts).toEqual([]);
});

test("mobile: exactly 10 digits and pincode: exactly 6 digits, with the schema's messages inline", async ({ page }) => {
  const posts = recordPosts(page);
  const dialog = await openContactDialog(page);
  const mobile = dialog.getByLabel("Mobile number");
  const pincode = dialog.getByLabel("Pincode");
  await mobile.fill("987654321");
  await pincode.fill("20130");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(pincode).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toHaveAccessibleDescription(/Enter a 10 digit mobile number/);
  await expect(pincode).toHaveAccessibleDescription(ENQUIRY_MESSAGES.pincodeInvalid);
  // Editing a field clears its message; nothing was sent.
  await mobile.fill("9876543210");
  await expect(mobile).not.toHaveAttribute("aria-invalid", "true");
  await expect(pincode).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("submission order: addCustomer first, then addQuery; the result state shows the server message and OK", async ({ page, request }) => {
  const posts = recordPosts(page);
  const mobile = freshMobile();
  const dialog = await openContactDialog(page);
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(dialog.getByRole("status")).toHaveText("Thank you! Your enquiry has been received. We will call you soon.");
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(dialog.getByLabel("Mobile number")).toHaveCount(0);
  // Then the code that confirms the number is sent (docs/decisions/109).
  await expect(dialog.getByLabel("OTP")).toBeVisible();
  expect(posts.map(callName)).toEqual(["addCustomer", "addQuery", "sendOtp"]);

  // Every POST echoes the cookie's anti-forgery token.
  const cookie = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  for (const post of posts) expect(post.headers()["x-xsrf-token"]).toBe(cookie?.value);
  const query = posts[1]!.postDataJSON() as Record<string, unknown>;
  expect(query).toMatchObject({ name: "Customer", mobile, pincode: "201301", typeOfQuery: "Contact", chkBox: true, google: false });
  expect(posts[0]!.postDataJSON()).toMatchObject({ name: "customer", mobile, pincode: "201301" });

  // The enquiry reached the store exactly once, under the id the dialog gave it.
  const stored = await storedEnquiries(request, mobile);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.id).toBe(query.id);

  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
});

test("a network failure resends the same enquiry id, and it is stored once", async ({ page, request }) => {
  const posts = recordPosts(page);
  const mobile = freshMobile();
  let aborted = false;
  await page.route("**/api/addQuery", async (route) => {
    // The first delivery reaches the server, but its answer is lost on the way back.
    if (aborted) return route.continue();
    aborted = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  const dialog = await openContactDialog(page);
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("110001");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");
  const ids = posts.filter((p) => callName(p) === "addQuery").map((p) => (p.postDataJSON() as { id: string }).id);
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect(await storedEnquiries(request, mobile)).toHaveLength(1);
});

test("geolocation granted: Detected: Noida, Uttar Pradesh replaces the pincode and the city record is sent", async ({ page, context, request }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 28.5708, longitude: 77.3261 });
  const posts = recordPosts(page);
  const mobile = freshMobile();
  const dialog = await openContactDialog(page);
  await dialog.getByRole("button", { name: "Detect My City" }).click();
  await expect(dialog.getByText("Detected: Noida, Uttar Pradesh")).toBeVisible();
  await expect(dialog.getByLabel("Pincode")).toHaveCount(0);
  await dialog.getByLabel("Mobile number").fill(mobile);
  const cityAnswer = page.waitForResponse("**/api/addCity");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your enquiry has been received");
  expect((await cityAnswer).status()).toBe(200);

  await expect(dialog.getByLabel("OTP")).toBeVisible();
  const names = posts.map(callName);
  expect(names[0]).toBe("addCustomer");
  expect(names.slice(1, 3).sort()).toEqual(["addCity", "addQuery"]);
  expect(names.slice(3)).toEqual(["sendOtp"]);
  const city = posts.find((p) => callName(p) === "addCity")!.postDataJSON();
  expect(city).toEqual({ city: "Noida", district: "Gautam Buddh Nagar", state: "Uttar Pradesh", country: "India", pincode: "201301", from: "" });
  const query = posts.find((p) => callName(p) === "addQuery")!.postDataJSON();
  expect(query).toMatchObject({ google: true, cityName: "Noida", stateName: "Uttar Pradesh", lat: 28.5708, lng: 77.3261 });

  const stored = await storedEnquiries(request, mobile);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ location: { google: true }, cityName: "Noida", pincode: "201301" });
});

test("geolocation refused: the deny flag shows the pincode for manual entry", async ({ page, context }) => {
  await context.clearPermissions();
  const posts = recordPosts(page);
  const dialog = await openContactDialog(page);
  await dialog.getByRole("button", { name: "Detect My City" }).click();
  await expect(dialog.getByText("Your location is not available. Please enter your pincode.")).toBeVisible();
  await expect(dialog.getByLabel("Pincode")).toBeVisible();
  await dialog.getByLabel("Mobile number").fill(freshMobile());
  await dialog.getByRole("button", { name: "Submit" }).click();
  // Without a detected city the pincode is required.
  await expect(dialog.getByLabel("Pincode")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.pincodeInvalid);
  expect(posts).toEqual([]);
});

test("an enquiry refused by the rate limit shows the server's error message in the result state", async ({ page, request }) => {
  const mobile = freshMobile();
  const dialog = await openContactDialog(page);
  const status = await spendMobileLimit(page, mobile);
  expect(status).toEqual(Array(ENQUIRIES_PER_MINUTE).fill(200));
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Pincode").fill("201301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Too many enquiries in a short time. Please try again in a minute.");
  await expect(dialog.getByRole("button", { name: "OK" })).toBeVisible();
  // The spent ones are stored, the refused one is not.
  expect(await storedEnquiries(request, mobile)).toHaveLength(ENQUIRIES_PER_MINUTE);
});

test("a POST without the anti-forgery header is refused with 403", async ({ page }) => {
  await page.goto("/");
  const answer = await page.evaluate(async () => {
    const res = await fetch("/api/addQuery", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobile: "9876543210", pincode: "201301", typeOfQuery: "Contact" }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ error: { code: "forbidden", message: "Missing anti-forgery token" } });
});
