import { expect, test } from "vitest";
import { breadcrumbNav, crumbLabels, getPage, hrefs, metaContent, section } from "./helpers";
import { sample } from "./sample-data";

test("the header has the logo linking home and a Contact Us button opening the Contact enquiry", async () => {
  const { status, html } = await getPage("/");
  expect(status).toBe(200);
  const header = /<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  expect(header).toMatch(/<a [^>]*href="\/"[^>]*>[\s\S]*<svg[^>]*width="245"[^>]*height="50"/);
  expect(hrefs(header)).toContain("/enquiry?typeOfQuery=Contact");
  expect(header).toContain(">Contact Us</a>");
});

test("the header is hidden on dealer and manufacturer pages, which have their own", async () => {
  for (const path of ["/dealer/Shree-Ganesh-E-Motors/About", "/manufacturer/Mini-Metro-EV-LLP/Product"]) {
    const { html } = await getPage(path);
    expect(html).not.toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
  }
});

test("the footer has the seven page links (the guides hub and My enquiries among them), the grievance contact, social links only when configured (none here), the disclaimer and 2021-2024", async () => {
  const { html, text } = await getPage("/brand/Mahindra");
  const footer = /<footer class="site-footer"[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  expect(hrefs(footer)).toEqual([
    "/", "/guides", "/About-Us", "/Contact-Us", "/Terms-of-Use", "/Privacy-Policy", "/my-enquiries",
    // the grievance contact of wrangler.toml (docs/decisions/153)
    "mailto:privacy@evcatalogue.in", "tel:+918800112233",
  ]);
  // its sentences as read, the links inside them (tags taken out without a space)
  expect(section(html, "grievance-contact").replace(/<[^>]+>/g, "")).toBe(
    "Questions or complaints about your personal data go to our Grievance Officer. Write to privacy@evcatalogue.in or call +91 88001 12233. We answer within 15 days.",
  );
  expect(footer).not.toContain("/image/social/");
  expect(text).toContain("only an information platform, not a manufacturer, buyer or seller");
  expect(text).toMatch(/© 2021-2024 EV Catalogue India/);
});

test("the grievance contact names the Grievance Officer in the page's language, its links inside the sentences, and publishes the site's helpline as its phone", async () => {
  // wrangler.toml: no officer's name, GRIEVANCE_EMAIL privacy@evcatalogue.in, no GRIEVANCE_PHONE (the
  // helpline 8800112233 of app/shared/business-terms.ts, shown +91 88001 12233), 15 days
  const { html } = await getPage("/hi/brand/Mahindra");
  const address = section(html, "grievance-contact");
  expect(address.replace(/<[^>]+>/g, "")).toBe(
    "अपनी निजी जानकारी के बारे में सवाल या शिकायत हमारे शिकायत अधिकारी से करें। privacy@evcatalogue.in पर ईमेल करें या +91 88001 12233 पर फ़ोन करें। हम 15 दिन के अंदर जवाब देते हैं।",
  );
  expect(hrefs(address)).toEqual(["mailto:privacy@evcatalogue.in", "tel:+918800112233"]);
  expect(address).not.toContain("·");
});

test("breadcrumb: Home, one crumb per segment, Price In removed from the city", async () => {
  const { html } = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  const crumbs = breadcrumbNav(html);
  // display names from the page's own records (the model's hyphen is back)
  expect(crumbLabels(html)).toEqual(["Home", "Mahindra", "e-Alfa Mini", "Noida"]);
  expect(hrefs(crumbs)).toEqual(["/", "/brand/Mahindra", "/brand/Mahindra/e-Alfa-Mini"]);
  expect(crumbs).toContain('aria-current="page"');
});

test("breadcrumb: the first crumb of a type segment gets its category prefix", async () => {
  const { html } = await getPage("/e-rickshaw/Noida");
  expect(hrefs(breadcrumbNav(html))).toEqual(["/", "/three-wheeler/e-rickshaw"]);
});

test("breadcrumb: crumbs of prefixes that are no page are not links; fixed words read as display names", async () => {
  const dealers = (await getPage("/city/Noida/electric-rickshaw-dealers")).html;
  expect(hrefs(breadcrumbNav(dealers))).toEqual(["/"]);
  expect(crumbLabels(dealers)).toEqual(["Home", "City", "Noida", "E Rickshaw Dealers"]);
  expect(crumbLabels((await getPage("/guides")).html)).toEqual(["Home", "Guides"]);
  expect(crumbLabels((await getPage("/types-of-electric-vehicles")).html)).toEqual(["Home", "Types of Electric Vehicles"]);
  expect(crumbLabels((await getPage("/four-wheeler/electric-golf-cart")).html)).toEqual(["Home", "Four Wheeler", "Electric Golf Cart"]);
  expect(crumbLabels((await getPage("/enquiry?typeOfQuery=Contact")).html)).toEqual(["Home", "Send an enquiry"]);
  // a guide is named by its title, whether or not the title is its address's words
  expect(crumbLabels((await getPage("/article/e-rickshaw-price-list-india")).html)).toEqual(["Home", "E-Rickshaw Price List in India"]);
  expect(crumbLabels((await getPage("/blog/how-to-choose-an-e-rickshaw")).html)).toEqual(["Home", "How to Choose the Right E-Rickshaw"]);
});

test("the error screen renders in the shell with status 404, noindex and the spec's text", async () => {
  for (const path of ["/no/such/page/here", "/brand/Mahindr%C3%A4", "/error"]) {
    const { status, html, text } = await getPage(path);
    expect(status, path).toBe(404);
    expect(text).toContain("You entered a wrong url. Click Here to go Home Page.");
    expect(html).toMatch(/<a href="\/">Click Here<\/a>/);
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(html).toContain('class="site-footer"');
  }
});

test("page metadata: title, description, keywords, robots index follow, en_US, summary card, canonical", async () => {
  const record = sample.page("brand", "Mahindra");
  const { html } = await getPage("/brand/Mahindra?more=1");
  expect(html).toContain(`<title>${record.title}</title>`);
  expect(metaContent(html, "description")).toBe(record.description);
  expect(metaContent(html, "keywords")).toBe(record.keywords);
  expect(metaContent(html, "robots")).toBe("index, follow");
  expect(metaContent(html, "og:locale")).toBe("en_US");
  expect(metaContent(html, "twitter:card")).toBe("summary");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/brand\/Mahindra"\/>/);
});

test("every image of the catalogue screens has a width and a height", async () => {
  const paths = ["/", "/brand/Mahindra", "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida", "/city/Noida/electric-rickshaw-dealers"];
  for (const path of paths) {
    const { html } = await getPage(path);
    const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(imgs.length, path).toBeGreaterThan(0);
    for (const img of imgs) expect(img, path).toMatch(/width="\d+"[^>]*height="\d+"/);
  }
  expect(section((await getPage("/")).html, "popular-brands")).toContain('width="350"');
});
