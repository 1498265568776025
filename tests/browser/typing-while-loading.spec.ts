import type { Page, Request, Route } from "@playwright/test";
import { expect, freshMobile, signInToConsole, test, watchErrors } from "./helpers";

// A slow phone (4x CPU, 1.6 Mbps, 150 ms round trips, 360 px) on which the visitor types and taps
// as soon as the page has loaded: the scripts arrive while they type (they are fetched on the first
// touch) and the page hydrates between two characters. Every character stays where it was typed,
// the caret at its end and the focus in the last field; a choice made in a list stays chosen; and
// a tap acts exactly once, whether the page has hydrated by then or not.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // a first visit: nothing from an earlier page in the browser's cache
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The requests the page has under way, from now on. */
function requestsUnderWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  return () => open.size;
}

/**
 * Hydrated, and nothing left that hydration set off: the parts whose code comes after the page's
 * (the buyer tools, "use my location"), the answers they asked for, and the renders those cause.
 */
async function settled(page: Page, underWay: () => number, { hydrated = true } = {}) {
  if (hydrated) await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => done(null)))));
      return underWay();
    }, { timeout: 60_000 })
    .toBe(0);
}

/** What to do in a field: type text at its end (or over what it held), choose its last option, tick it. */
type Step =
  | { field: string; type: string; over?: boolean }
  | { field: string; choose: "last" }
  | { field: string; tick: true };

type Seen = { value: string; checked: boolean; caret: [number, number] | null; focused: boolean };

const seen = (page: Page, field: string) =>
  page.locator(field).evaluate((el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): Seen => {
    const text = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && ["text", "search", "tel", "password"].includes(el.type));
    return {
      value: el.value,
      checked: el instanceof HTMLInputElement && el.checked,
      caret: text ? [(el as HTMLInputElement).selectionStart ?? -1, (el as HTMLInputElement).selectionEnd ?? -1] : null,
      focused: document.activeElement === el,
    };
  });

/**
 * The page's script modules wait until `release` is called: what the visitor does meanwhile is
 * certain to come before hydration, however fast this machine is.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page on the slow phone and, from its `load` event on, does each step as a visitor
 * would: a touch, then the first characters (or the choice, or the tick) in every field while the
 * scripts are held back, then the rest of each text while they arrive and the page hydrates.
 * Once the page has settled, every field shows exactly what the visitor left in it, each text
 * field's caret at the end of its text, the focus in the field used last, and React reported no
 * error (a hydration mismatch would re-create the fields).
 */
async function typeWhileLoading(page: Page, path: string, steps: Step[]) {
  const errors = watchErrors(page);
  await slowPhone(page);
  const underWay = requestsUnderWay(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "load" });
  const expected: Record<string, Partial<Seen>> = {};
  const rest: { field: string; text: string }[] = [];
  for (const step of steps) {
    const field = page.locator(step.field);
    const before = await seen(page, step.field);
    // Focused by a click: an emulated tap places the caret a moment later, after keys sent at once
    // (seen with no script on the page at all); a thumb is never that fast.
    await field.click();
    if ("type" in step) {
      // keys go where the focus is: the visitor types once the field has it
      await expect(field).toBeFocused();
      await page.keyboard.press(step.over ? "ControlOrMeta+A" : "ControlOrMeta+End");
      const chars = [...step.type];
      await page.keyboard.type(chars.slice(0, 2).join(""));
      rest.push({ field: step.field, text: chars.slice(2).join("") });
      const value = step.over ? step.type : before.value + step.type;
      expected[step.field] = { value, caret: [value.length, value.length] };
    } else if ("choose" in step) {
      const values = await field.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const value = values.at(-1)!;
      expect(value, `${step.field} offers another choice`).not.toBe(before.value);
      await field.selectOption(value);
      expected[step.field] = { value };
    } else {
      expected[step.field] = { checked: !before.checked };
    }
  }
  release();
  for (const { field, text } of rest) {
    await page.locator(field).click();
    await expect(page.locator(field)).toBeFocused();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(text, { delay: 60 });
  }
  await settled(page, underWay);
  const last = rest.at(-1)?.field ?? steps.at(-1)!.field;
  for (const step of steps) {
    expect(await seen(page, step.field), `${path} ${step.field}`).toMatchObject({ ...expected[step.field], focused: step.field === last });
  }
  expect(errors, path).toEqual([]);
}

for (const lang of ["en", "hi"] as const) {
  const at = (path: string) => (lang === "hi" ? `/hi${path}` : path);
  const words = lang === "hi" ? { search: "स्कूटर", town: "वाराणसी" } : { search: "mahindra", town: "Varanasi" };

  test.describe(`in ${lang === "hi" ? "Hindi" : "English"}`, () => {
    test(`typing on the home page while it loads: the town picker and the search box keep every character, and the search suggests for it (${lang})`, async ({ page }) => {
      await typeWhileLoading(page, at("/"), [
        { field: "#town-q", type: words.town },
        { field: "#home-brand", type: words.search },
      ]);
      // what was typed before hydration is the search box's own: it suggests for it
      await expect(page.locator("#home-brand")).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("listbox")).toContainText(words.search);
    });

    test(`typing in the search page's box while it loads keeps every character (${lang})`, async ({ page }) => {
      await typeWhileLoading(page, at("/search"), [{ field: "#search-q", type: words.search }]);
      await expect(page.locator("#search-q")).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("listbox")).toContainText(words.search);
    });

    test(`the enquiry page's fields keep what was typed while it loads, and its Submit then sends once (${lang})`, async ({ page }) => {
      const mobile = freshMobile();
      await typeWhileLoading(page, at("/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo"), [
        { field: 'input[name="mobile"]', type: mobile },
        { field: 'input[name="pincode"]', type: "201301" },
        { field: 'input[name="chkBox"]', tick: true },
      ]);
      const sent: string[] = [];
      page.on("request", (r) => r.method() === "POST" && sent.push(new URL(r.url()).pathname));
      await page.locator(".enquiry-submit").tap();
      // the answer in place of the form (and the code's form, when a code was sent)
      await expect(page.locator('input[name="pincode"]')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.locator(".enquiry-status").first()).not.toBeEmpty();
      expect(sent.filter((path) => /enquiry/.test(path))).toHaveLength(1);
    });

    test(`the EMI calculator keeps the figures typed while the page loads (${lang})`, async ({ page }) => {
      await typeWhileLoading(page, at("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida"), [
        { field: 'input[name="down"]', type: "25000", over: true },
        { field: 'select[name="months"]', choose: "last" },
        { field: 'input[name="rate"]', type: "11.5", over: true },
      ]);
    });

    test(`the running cost and the comparison choice on a model page keep what was given while it loads (${lang})`, async ({ page }) => {
      await typeWhileLoading(page, at("/brand/Mahindra/Treo"), [
        { field: 'input[name="km"]', type: "95", over: true },
        { field: 'select[name="with"]', choose: "last" },
        { field: 'input[name="tariff"]', type: "8.5", over: true },
      ]);
    });

    test(`the comparison's model choices stay chosen and its town field keeps every character while the page loads (${lang})`, async ({ page }) => {
      await typeWhileLoading(page, at("/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City"), [
        { field: 'select[name="add"]', choose: "last" },
        { field: 'select[name="replace"]', choose: "last" },
        { field: 'input[name="town"]', type: words.town },
      ]);
    });

    test(`the subsidy check and the battery chooser keep the model chosen and every character of the town while they load (${lang})`, async ({ page }) => {
      await typeWhileLoading(page, at("/subsidy"), [
        { field: 'select[name="model"]', choose: "last" },
        { field: 'input[name="town"]', type: words.town },
      ]);
      await typeWhileLoading(page, at("/battery"), [
        { field: 'select[name="model"]', choose: "last" },
        { field: 'input[name="town"]', type: words.town },
      ]);
    });

    test(`an operator's edit of a model keeps every character and choice given while the console loads (${lang})`, async ({ page, baseURL }) => {
      await signInToConsole(page);
      await expect(page.locator('input[name="token"]')).toHaveCount(0);
      await page.context().addCookies([{ name: "console-lang", value: lang, url: `${baseURL}/admin` }]);
      await typeWhileLoading(page, "/admin/catalogue/models/edit?brandName=Ather&name=450X", [
        { field: "#field-price", type: "141500", over: true },
        { field: "#field-cityName", choose: "last" },
        { field: "#field-aboutProduct", type: lang === "hi" ? " अब नया केबिन" : " Now with a new cabin." },
        { field: "#field-variantName", type: lang === "hi" ? " प्लस" : " Plus" },
      ]);
    });

    for (const when of ["before its scripts arrive", "as its scripts arrive"] as const) {
      test(`the enquiry button tapped ${when} gives one enquiry form, the dialog or the enquiry page, never both and never none (${lang})`, async ({ page }) => {
        const errors = watchErrors(page);
        await slowPhone(page);
        const underWay = requestsUnderWay(page);
        // every dialog a document opens is told to the test, even by a document being left
        let dialogs = 0;
        page.on("console", (m) => m.text() === "dialog opened" && dialogs++);
        await page.addInitScript(() => {
          new MutationObserver((records) => {
            for (const node of records.flatMap((r) => [...r.addedNodes])) {
              if (node instanceof Element && (node.matches("dialog") || node.querySelector("dialog"))) console.log("dialog opened");
            }
          }).observe(document, { childList: true, subtree: true });
        });
        let enquiryPages = 0;
        page.on("request", (r) => r.isNavigationRequest() && new URL(r.url()).pathname.endsWith("/enquiry") && enquiryPages++);

        const model = at("/brand/Mahindra/Treo");
        await page.goto(model, { waitUntil: "load" });
        if (when === "as its scripts arrive") {
          // a first key that does nothing fetches the scripts; the tap comes as they arrive
          const entry = page.waitForResponse((r) => /\/assets\/entry\.client-[^/]+\.js$/.test(r.url()));
          await page.keyboard.press("Shift");
          await entry;
        }
        await page.locator('main a[href*="enquiry?typeOfQuery=Model"]').first().tap();

        const outcome = async () => (new URL(page.url()).pathname.endsWith("/enquiry") ? "page" : (await page.locator("dialog[open]").count()) > 0 ? "dialog" : null);
        await expect.poll(outcome, { timeout: 60_000 }).not.toBeNull();
        const got = await outcome();
        await settled(page, underWay, { hydrated: got === "dialog" });
        if (got === "page") {
          await expect(page.locator("form.enquiry-form")).toHaveCount(1);
          await expect(page.locator('input[name="mobile"]')).toHaveCount(1);
        } else {
          await expect(page.locator("dialog[open]")).toHaveCount(1);
          expect(new URL(page.url()).pathname).toBe(model);
        }
        expect({ dialogs, enquiryPages }).toEqual(got === "page" ? { dialogs: 0, enquiryPages: 1 } : { dialogs: 1, enquiryPages: 0 });
        expect(errors).toEqual([]);
      });
    }
  });
}
