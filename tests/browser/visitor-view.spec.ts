import { PAGE_TYPES, WIDTHS } from "../../scripts/page-types.mjs";
import { expectNoAxeViolations } from "./axe";
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, expectTapTargets, freshMobile, hydrated, test } from "./helpers";

// The catalogue as a visitor sees it, on a 360 px phone and a 1280 px desktop: a test per point of the
// issue this file covers (2, 3, 6, 7, 8, 9).

// axe-core is injected as a script; the site's CSP (nonces) would refuse it.
test.use({ bypassCSP: true });
// Each test opens its own page on its own visitor: the file's 70-odd tests are shared out among
// the workers instead of running one after another on one of them.
test.describe.configure({ mode: "parallel" });

const PHONE = { width: 360, height: 780 };
const dealerCard = (page: Page, name: string) => page.getByTestId("dealer-card").filter({ has: page.getByRole("heading", { name }) });

/** At 360 px a table fits its box or scrolls inside it, by keyboard too, and no price is clipped. */
async function expectTablesFit(page: Page) {
  const tables = await page.locator(".table-scroll").evaluateAll((boxes) =>
    boxes.map((box) => ({
      fits: box.scrollWidth <= box.clientWidth,
      reachable: (box as HTMLElement).tabIndex === 0,
      html: box.outerHTML.slice(0, 60),
    })),
  );
  for (const t of tables) expect(t.fits || t.reachable, `${page.url()}: ${t.html}`).toBe(true);
  const clipped = await page.locator(".table-scroll:not([tabindex]) td.num, .card-price").evaluateAll((cells) =>
    cells.filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > window.innerWidth).map((c) => c.textContent),
  );
  expect(clipped, page.url()).toEqual([]);
}

// One test per page type, one page load for both widths: each has its own time, however busy the
// machine, and the widths share the load and the hydration.
for (const { name, path } of PAGE_TYPES) {
  test(`every page type at 360 and 1280 px: nothing scrolls sideways, tables fit or scroll by keyboard, no price is clipped, tap targets of 44 px, axe-core reports 0 violations: ${name}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    await hydrated(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalOverflow(page);
      if (width === PHONE.width) await expectTablesFit(page);
      await expectTapTargets(page, `${path} at ${width} px`);
      await expectNoAxeViolations(page);
    }
  });
}

for (const width of WIDTHS) {
  test(`axe-core reports 0 violations in the open enquiry dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/city/Noida/electric-rickshaw-dealers");
    await hydrated(page);
    await dealerCard(page, "Noida E-Rickshaw Point").getByRole("link", { name: "Click To Talk Dealer" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "dialog");
  });
}

test("the dialog speaks in plain words with display names, +91 on one line, and thanks by naming who will call", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/city/Noida/electric-rickshaw-dealers");
  await hydrated(page);
  await dealerCard(page, "Noida E-Rickshaw Point").getByRole("link", { name: "Click To Talk Dealer" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact the dealer" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".enquiry-subject")).toHaveText("Noida E Rickshaw Point in Noida");
  const prefix = dialog.locator(".enquiry-prefix");
  const lineHeight = await prefix.evaluate((e) => parseFloat(getComputedStyle(e).fontSize) * 1.6);
  const text = await prefix.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return range.getClientRects().length;
  });
  expect(text, "+91 on one line").toBe(1);
  expect((await prefix.boundingBox())!.height).toBeLessThan(lineHeight * 2 + 20);
  // People type spaces in numbers: both are taken.
  const mobile = freshMobile();
  await dialog.getByLabel("Mobile number").fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await dialog.getByLabel("Pincode").fill("201 301");
  await dialog.getByRole("button", { name: "Submit" }).click();
  // The dealer's enquiry names who will call: the dealer, in its town.
  const status = dialog.getByRole("status");
  await expect(status).toContainText("Thank you! Your enquiry has been received.");
  await expect(status.getByText("They have your enquiry and will call you:")).toBeVisible();
  // the dealer has no public number in the sample, so the buyer is told it will call
  const callers = status.getByTestId("enquiry-callers").getByRole("listitem");
  await expect(callers).toHaveCount(1);
  await expect(callers.first()).toContainText("Noida E-Rickshaw Point, Noida");
  await expect(callers.first()).toContainText("No public number: they will call you.");
});

test("a general Contact enquiry is not promised a dealer's call, on the /enquiry page too", async ({ page }) => {
  await page.goto("/enquiry?typeOfQuery=Contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await page.getByLabel("Mobile number").fill(freshMobile());
  await page.getByLabel("Pincode").fill("201 301");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your enquiry has been received. We will call you soon.");
});

test("breadcrumbs in display names, one line on a phone, no crumb linking to a page that does not exist", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText(["Home", "Mahindra", "e-Alfa Mini", "Noida"]);
  const middles = await trail.getByRole("listitem").evaluateAll((lis) =>
    lis.map((li) => { const r = li.getBoundingClientRect(); return r.top + r.height / 2; }),
  );
  expect(Math.max(...middles) - Math.min(...middles), "one line").toBeLessThan(4);
  expect((await trail.locator("ol").boundingBox())!.height).toBeLessThan(60);

  await page.goto("/e-rickshaw/Noida");
  await expect(trail.getByRole("link", { name: "E Rickshaw" })).toHaveAttribute("href", "/three-wheeler/e-rickshaw");

  await page.goto("/four-wheeler/electric-golf-cart");
  const hrefs = await trail.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain("/four-wheeler");
  const jsonLd = await trail.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).not.toMatch(/\/four-wheeler"/);
  for (const href of hrefs) expect((await page.request.get(href!)).status(), href!).toBe(200);
});

test("every link, card and control shows a focus ring of at least 3:1 that nothing clips", async ({ page }) => {
  for (const path of ["/", "/city/Noida/electric-rickshaw-dealers"]) {
    await page.goto(path);
    await hydrated(page);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(focusRing);
      if (!ring) continue;
      expect(ring.width, `${ring.what} outline width`).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, `${ring.what} ring contrast`).toBeGreaterThanOrEqual(3);
      expect(ring.clippedBy, `${ring.what} ring clipped`).toBeNull();
    }
  }
});

test("the logo link's name contains its visible words; the error page has a heading and links home", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /^EV Catalogue India/ })).toHaveAttribute("href", "/");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Click Here" })).toHaveAttribute("href", "/");
});

test("placeholders are honest: brand cards are monograms, vehicles drawings without words, no text repeating alt", async ({ page, request }) => {
  await page.goto("/");
  const sources = await page.locator("main img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute("src")!));
  expect(sources.length).toBeGreaterThan(4);
  for (const src of sources.filter((s) => /^\/image\/(model|type|drawing)\//.test(s))) {
    expect(await (await request.get(src)).text(), src).not.toContain("<text");
  }
  const brands = sources.filter((s) => s.startsWith("/image/brand/"));
  expect(brands.length).toBeGreaterThan(1);
  const monograms = await Promise.all(brands.map(async (src) => (await (await request.get(src)).text()).match(/>([A-Z0-9]{1,2})<\/text>/)?.[1]));
  expect(monograms.every(Boolean), brands.join()).toBe(true);
});

test("dealer cards show the brands and address the intro promises, and none is labelled Featured", async ({ page }) => {
  await page.goto("/city/Noida/electric-rickshaw-dealers");
  const card = dealerCard(page, "Shree Ganesh E-Motors");
  await expect(card).toContainText("Brands");
  await expect(card).toContainText("Mahindra");
  await expect(card).toContainText("Address");
  await expect(page.getByTestId("dealer-list")).not.toContainText("Featured");
});

test("trader pages: the site's logo, a header of at most 120 px on a phone, one enquiry action", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/dealer/Shree-Ganesh-E-Motors/About", "/manufacturer/Kinetic-Green-Energy-and-Power-Solutions-Ltd/Contact"]) {
    await page.goto(path);
    const header = page.locator("header.trader-header");
    await expect(header.locator("svg.logo")).toHaveCount(1);
    expect((await header.boundingBox())!.height, path).toBeLessThanOrEqual(120);
    await expect(header.locator("a.trader-header__contact")).toHaveCount(1);
  }
});

test("money is ₹ with Indian grouping everywhere, description placeholders included; no Rs", async ({ page }) => {
  for (const path of ["/brand/Mahindra/e-Alfa-Mini", "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida", "/brand/Mahindra"]) {
    await page.goto(path);
    const text = await page.locator("main").innerText();
    expect(text, path).not.toMatch(/\bRs\.?\s?\d/);
    expect(text, path).toMatch(/₹\d{1,2}(,\d\d)*,\d{3}/);
  }
});

test("footer social links are hidden when not configured; a sample video shows no broken thumbnail", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("list", { name: "Follow us" })).toHaveCount(0);
  await page.goto("/blog/how-to-choose-an-e-rickshaw");
  const facade = page.getByTestId("video-facade");
  await expect(facade).toBeVisible();
  await expect(facade.locator("img")).toHaveCount(0);
});

/** The focused element's ring: width, contrast against what is behind it, and what clips it. */
function focusRing() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || !el.matches(":focus-visible")) return null;
  const style = getComputedStyle(el);
  const what = el.outerHTML.slice(0, 80);
  const width = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r = 0, g = 0, b = 0]: number[]) => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const offset = parseFloat(style.outlineOffset);
  // Behind a ring outside the element is its parent's background; inside it, the element's own.
  let behind: Element | null = offset < 0 ? el : el.parentElement;
  while (behind && rgb(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
  const bg = behind ? rgb(getComputedStyle(behind).backgroundColor) : [255, 255, 255];
  const [a, b] = [lum(rgb(style.outlineColor)), lum(bg)];
  const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const r = el.getBoundingClientRect();
  const grow = Math.max(0, offset + width);
  let clippedBy: string | null = null;
  for (let p = el.parentElement; p && !clippedBy; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.overflowX === "visible" && s.overflowY === "visible") continue;
    const c = p.getBoundingClientRect();
    if (r.left - grow < c.left - 0.5 || r.right + grow > c.right + 0.5 || r.top - grow < c.top - 0.5 || r.bottom + grow > c.bottom + 0.5) {
      clippedBy = p.outerHTML.slice(0, 60);
    }
  }
  return { what, width, contrast, clippedBy };
}
