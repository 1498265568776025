import { expect, test } from "vitest";
import {
  FREE_MANUFACTURER_LEAD_DAYS,
  HELPLINE_MOBILE,
  JURISDICTION_COURTS,
  MIN_AGE,
  OPERATOR_EMAIL,
} from "#app/shared/business-terms";
import { telHref } from "#app/shared/rules/phone";
import { attr, bodyText as visibleText, fetchWorker, tags } from "./helpers";

// The business terms, the static pages and the error page; an unmatched route is a 404.

async function page(path: string, init?: RequestInit) {
  const res = await fetchWorker(path, init);
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html) };
}

test("the static pages answer 200 with their metadata title", async () => {
  for (const [path, title] of [
    ["/About-Us", "About Us"], ["/Contact-Us", "Contact Us"], ["/Terms-of-Use", "Terms of Use"], ["/Privacy-Policy", "Privacy Policy"],
  ]) {
    const { status, html } = await page(path!);
    expect(status, path).toBe(200);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
  }
});

test("the terms state that the site is only an information platform, not a manufacturer, buyer or seller", async () => {
  const { text } = await page("/Terms-of-Use");
  expect(text).toContain("only an information platform");
  expect(text).toContain("not a manufacturer, buyer or seller");
});

test("the terms state that dealers pay 20 INR plus 18% GST per lead, or a commission plus 18% GST", async () => {
  const { text } = await page("/Terms-of-Use");
  // the fee of 2000 paise is ₹20, worded as everywhere else: "₹20 + 18 % GST"
  expect(text).toContain("Dealers pay ₹20 + 18 % GST for each lead");
  expect(text).toContain("a commission agreed in writing plus 18 % GST");
});

test("the terms state that manufacturers receive free leads for at most two weeks, then pay per lead", async () => {
  const { text } = await page("/Terms-of-Use");
  expect(text).toContain(`free of charge for at most ${FREE_MANUFACTURER_LEAD_DAYS} days`);
  expect(text).toContain("they pay per lead");
});

test("the terms state that brand pages are free for life", async () => {
  expect((await page("/Terms-of-Use")).text).toContain("Brand pages are free for life");
});

test("the terms state that users must be 18 or older and able to enter binding agreements", async () => {
  expect((await page("/Terms-of-Use")).text).toContain(
    `You must be ${MIN_AGE} years of age or older and able to enter into binding agreements`,
  );
});

test("the terms name an Indian court jurisdiction", async () => {
  expect((await page("/Terms-of-Use")).text).toContain(`exclusive jurisdiction of ${JURISDICTION_COURTS}`);
});

test('the terms state that "Verified" means the mobile number was confirmed with a one-time code sent to it by SMS', async () => {
  expect((await page("/Terms-of-Use")).text).toContain(
    `"Verified" means only that the mobile number was confirmed: the site sent a one-time code to it by SMS and the person who sent the enquiry entered that code on the site.`,
  );
  expect((await page("/hi/Terms-of-Use")).text).toContain("साइट ने उस नंबर पर SMS से एक बार काम आने वाला कोड (OTP) भेजा");
});

test("the contact page asks people to mail the operator to add a product, with tap-to-call", async () => {
  const { html, text } = await page("/Contact-Us");
  expect(text).toContain("Add your product");
  const mail = tags(html, "a", `data-testid="operator-email"`);
  expect(mail.map((a) => attr(a, "href"))).toEqual([`mailto:${OPERATOR_EMAIL}?subject=Add%20a%20product`]);
  // The page's own enquiry link, besides the header's Contact Us; the helpline once on the page
  // (the footer's grievance contact may be the same number).
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(tags(main, "a", `href="${telHref(HELPLINE_MOBILE)}"`)).toHaveLength(1);
  expect(tags(main, "a", `href="/enquiry?typeOfQuery=Contact"`)).toHaveLength(1);
});

test("the privacy policy says what is collected, why, who receives it, how long it is kept and whom to ask", async () => {
  const { text } = await page("/Privacy-Policy");
  for (const collected of ["your mobile number : to pass your enquiry to the sellers who will call you", "your pincode", "location (latitude and longitude), only if you allow"]) {
    expect(text).toContain(collected);
  }
  expect(text).toContain("The sellers named in the answer to your enquiry");
  // wrangler.toml: LEAD_RETENTION_MONTHS = "12", BILLING_RETENTION_YEARS = "8", GRIEVANCE_* as below
  expect(text).toContain("are kept 12 months after the enquiry, then erased");
  expect(text).toContain("is kept 8 years");
  expect(text).toContain("Questions or complaints about your personal data go to our Grievance Officer. Write to privacy@evcatalogue.in or call +91 88001 12233");
});

test("/error answers 404 with the error text, for GET and POST", async () => {
  for (const method of ["GET", "POST"]) {
    const { status, html, text } = await page("/error", { method });
    expect(status, method).toBe(404);
    expect(text).toContain("You entered a wrong url. Click Here to go Home Page.");
    expect(tags(html, "meta", `name="robots"`, "noindex").length).toBeGreaterThan(0);
  }
});

test("an unmatched route answers 404 with the error text, whatever the method", async () => {
  const paths = ["/no-such-page", "/a/b/c/d/e", "/brand/x/y/z/extra", "/About-Us/more/x", "/wp-login.php"];
  for (const path of paths) {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const { status, text } = await page(path, { method });
      expect(status, `${method} ${path}`).toBe(404);
      expect(text).toContain("You entered a wrong url.");
    }
    expect((await fetchWorker(path, { method: "HEAD" })).status).toBe(404);
  }
});
