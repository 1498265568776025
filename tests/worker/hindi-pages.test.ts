import { expect, test } from "vitest";
import { attr, breadcrumbNav, countOriginCalls, fetchWorker, getPage, metaContent, tags, untilPageCached } from "./helpers";

// Every page also under /hi/ with the same path after the prefix and the same status
// rules, its interface in Hindi, <html lang="hi-IN">, hreflang alternates and a canonical per
// language; the address alone decides the language.

/** One address of each public page type (the sample catalogue). */
export const PAGE_TYPES = [
  "/",
  "/types-of-electric-vehicles",
  "/e-rickshaw-manufacturer-companies-in-india",
  "/brand/Mahindra",
  "/brand/Mahindra/Treo",
  "/brand/Mahindra/Treo/Price-In-Noida",
  "/three-wheeler/e-rickshaw",
  "/e-rickshaw/Noida",
  "/city/Noida/electric-rickshaw-dealers",
  "/dealer/Shree-Ganesh-E-Motors/About",
  "/manufacturer/Mini-Metro-EV-LLP/Product",
  "/blog/how-to-choose-an-e-rickshaw",
  "/article/e-rickshaw-price-list-india",
  "/trending/mahindra-treo-vs-piaggio-ape-e-city-fx",
  "/About-Us",
  "/Contact-Us",
  "/Terms-of-Use",
  "/Privacy-Policy",
  "/enquiry",
  "/my-enquiries",
];

const hindi = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);
const DEVANAGARI = /[\u0900-\u097F]/;

test("every page type answers under /hi/ with the same path, 200, in Hindi (html lang hi-IN)", async () => {
  for (const path of PAGE_TYPES) {
    const page = await getPage(hindi(path));
    expect(page.status, path).toBe(200);
    expect(page.html, path).toContain('<html lang="hi-IN"');
    expect(page.text, path).toMatch(DEVANAGARI);
  }
});

/** Interface words each page type shows in Hindi (from the message files, not the catalogue). */
const HINDI_WORDS: Record<string, string> = {
  "/": "लोकप्रिय ब्रांड",
  "/types-of-electric-vehicles": "भारत में इलेक्ट्रिक वाहनों के प्रकार",
  "/e-rickshaw-manufacturer-companies-in-india": "भारत की ई-रिक्शा और इलेक्ट्रिक वाहन निर्माता कंपनियाँ",
  "/brand/Mahindra": "Mahindra के मॉडल",
  "/brand/Mahindra/Treo": "की स्पेसिफ़िकेशन",
  "/brand/Mahindra/Treo/Price-In-Noida": "नोएडा में ऑन-रोड कीमत",
  "/three-wheeler/e-rickshaw": "भारत में ई-रिक्शा की कीमत",
  "/e-rickshaw/Noida": "नोएडा में ई-रिक्शा की कीमत",
  "/city/Noida/electric-rickshaw-dealers": "डीलर की प्रोफ़ाइल देखें",
  "/dealer/Shree-Ganesh-E-Motors/About": "प्रोफ़ाइल",
  "/manufacturer/Mini-Metro-EV-LLP/Product": "निर्माता से संपर्क करें",
  "/Terms-of-Use": "अंग्रेज़ी शर्तें ही मान्य होंगी",
  "/About-Us": "हमारे बारे में",
  "/enquiry": "मोबाइल नंबर",
  "/my-enquiries": "कोड भेजें",
};

test("each page type shows its own interface words in Hindi under /hi/, not the English ones", async () => {
  for (const [path, words] of Object.entries(HINDI_WORDS)) {
    const page = await getPage(hindi(path));
    expect(page.text, path).toContain(words);
    expect(page.text, path).not.toContain("Contact Us");
  }
});

test("breadcrumbs and an article's further links speak Hindi on Hindi pages: a trader's kind and tab, a static page too", async () => {
  const dealer = await getPage("/hi/dealer/Shree-Ganesh-E-Motors/About");
  expect(breadcrumbNav(dealer.html)).toContain("डीलर");
  expect(breadcrumbNav(dealer.html)).toContain("परिचय");
  expect(breadcrumbNav(dealer.html)).not.toMatch(/>(dealer|About)</);
  const english = await getPage("/manufacturer/Mini-Metro-EV-LLP/Product");
  expect(breadcrumbNav(english.html)).toMatch(/>Manufacturer</);
  const terms = await getPage("/hi/Terms-of-Use");
  expect(breadcrumbNav(terms.html)).toContain("उपयोग की शर्तें");
  expect(breadcrumbNav(terms.html)).not.toContain("Terms of Use");
  for (const [path, ...words] of [
    ["/hi/guides", "गाइड"],
    ["/hi/types-of-electric-vehicles", "इलेक्ट्रिक वाहनों के प्रकार"],
    ["/hi/e-rickshaw-manufacturer-companies-in-india", "ई-रिक्शा निर्माता कंपनियाँ"],
    ["/hi/city/Noida/electric-rickshaw-dealers", "शहर", "नोएडा", "ई-रिक्शा डीलर"],
  ]) {
    const html = breadcrumbNav((await getPage(path!)).html);
    for (const word of words) expect(html, path).toContain(word);
    expect(html, path).not.toMatch(/>(guides|city|Types of Electric Vehicles|E Rickshaw Manufacturer Companies in India|electric rickshaw dealers)</);
  }
  const article = await getPage("/hi/article/e-rickshaw-price-list-india");
  expect(article.text).toContain("इससे जुड़े लिंक");
  expect(article.text).not.toContain("Related URL");
});

test("the static pages read in Hindi under /hi/, the Hindi terms saying that the English terms prevail", async () => {
  const pages = {
    "/About-Us": ["यह कैसे काम करता है", "How it works"],
    "/Contact-Us": ["अपना प्रोडक्ट जोड़ें", "Add your product"],
    "/Privacy-Policy": ["हम क्या जानकारी लेते हैं", "What we collect"],
    "/Terms-of-Use": ["सिर्फ़ जानकारी का प्लेटफ़ॉर्म", "An information platform only"],
  };
  for (const [path, [hindiLine, englishLine]] of Object.entries(pages)) {
    const [hi, en] = await Promise.all([getPage(hindi(path)), getPage(path)]);
    expect(hi.text, path).toContain(hindiLine);
    expect(hi.text, path).not.toContain(englishLine);
    expect(en.text, path).toContain(englishLine);
    expect(en.text, path).not.toContain(hindiLine);
  }
  expect((await getPage("/hi/Contact-Us")).text).toContain("हमारी हेल्पलाइन पर कॉल करें");
  expect((await getPage("/Terms-of-Use")).text).not.toContain("prevail");
});

test("page titles and descriptions are in Hindi on Hindi pages", async () => {
  for (const path of ["/", "/brand/Mahindra", "/brand/Mahindra/Treo/Price-In-Noida", "/city/Noida/electric-rickshaw-dealers"]) {
    const { html } = await getPage(hindi(path));
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, path).toMatch(DEVANAGARI);
    expect(metaContent(html, "description"), path).toMatch(DEVANAGARI);
  }
});

/** A guide's description is its own summary: content, as the origin gives it, in either language. */
const GUIDE = /^\/(blog|article|trending)\//;

test("every page type has a description, in Hindi on its Hindi page (static and trader pages included)", async () => {
  for (const path of [...PAGE_TYPES, "/guides", "/compare/Mahindra/Treo/vs/Piaggio/Ape-E-City"]) {
    const [hi, en] = await Promise.all([getPage(hindi(path)), getPage(path)]);
    expect(metaContent(hi.html, "description")?.trim(), hindi(path)).toBeTruthy();
    if (!GUIDE.test(path)) expect(metaContent(hi.html, "description"), hindi(path)).toMatch(DEVANAGARI);
    expect(metaContent(en.html, "description")?.trim(), path).toBeTruthy();
  }
});

test("the English pages stay English: html lang en-IN", async () => {
  for (const path of ["/", "/brand/Mahindra"]) {
    const page = await getPage(path);
    expect(page.html, path).toContain('<html lang="en-IN"');
  }
});

test("the error page answers 404 in Hindi under /hi/: unmatched addresses, unknown names, non-ASCII segments", async () => {
  for (const path of ["/hi/no/such/page/here", "/hi/error", "/hi/e-rickshaw/Atlantis", `/hi/brand/${encodeURIComponent("महिंद्रा")}`]) {
    const page = await getPage(path);
    expect(page.status, path).toBe(404);
    expect(page.html, path).toContain('<html lang="hi-IN"');
    expect(page.text, path).toContain("पेज नहीं मिला");
    expect(page.text, path).not.toContain("You entered a wrong url");
  }
});

test("hreflang alternates en-IN, hi-IN and x-default, and a canonical per language, on pages of both languages", async () => {
  for (const path of ["/", "/brand/Mahindra", "/brand/Mahindra/Treo/Price-In-Noida", "/city/Noida/electric-rickshaw-dealers", "/About-Us"]) {
    for (const [address, canonicalPath] of [
      [path, path],
      [hindi(path), hindi(path)],
    ] as const) {
      const { html } = await getPage(address);
      const alternates = Object.fromEntries(tags(html, "link", 'rel="alternate"').map((t) => [attr(t, "hrefLang"), new URL(attr(t, "href")!).pathname]));
      expect(alternates, address).toEqual({ "en-IN": path, "hi-IN": hindi(path), "x-default": path });
      const canonical = tags(html, "link", 'rel="canonical"').map((t) => new URL(attr(t, "href")!).pathname);
      expect(canonical, address).toEqual([canonicalPath]);
    }
  }
});

test("the header's language switch leads to the same page in the other language", async () => {
  const switchOf = (html: string) => tags(html, "a", 'class="language-switch"').map((t) => attr(t, "href"));
  expect(switchOf((await getPage("/brand/Mahindra/Treo")).html)).toEqual(["/hi/brand/Mahindra/Treo"]);
  expect(switchOf((await getPage("/hi/brand/Mahindra/Treo")).html)).toEqual(["/brand/Mahindra/Treo"]);
  expect(switchOf((await getPage("/hi")).html)).toEqual(["/"]);
});

test("the URL decides the language: an Accept-Language header neither redirects nor changes the page", async () => {
  const res = await fetchWorker("/brand/Mahindra", { headers: { "Accept-Language": "hi-IN,hi;q=0.9" }, redirect: "manual" });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<html lang="en-IN"');
});

test("links on a Hindi page lead to Hindi pages; assets, pictures and the API keep one address", async () => {
  const { html } = await getPage("/hi/brand/Mahindra");
  const links = tags(html, "a").flatMap((t) => attr(t, "href") ?? []);
  const pages = links.filter((h) => h.startsWith("/") && !/^\/(image|api)\//.test(h) && !/^(\/hi)?\/enquiry/.test(h));
  expect(pages.length).toBeGreaterThan(5);
  // the language switch is the one link to the English page
  expect(pages.filter((h) => h !== "/hi" && !h.startsWith("/hi/"))).toEqual(["/brand/Mahindra"]);
});

test("a Hindi page shares the English page's KV data: no origin call when the English page was read", async () => {
  await getPage("/brand/Mahindra/Treo");
  const calls = countOriginCalls("getProductByBrandandModel");
  const page = await getPage("/hi/brand/Mahindra/Treo");
  expect(page.status).toBe(200);
  expect(calls()).toBe(0);
});

test("a Hindi page has its own HTML cache entry, never the English page's", async () => {
  const english = await untilPageCached("/Contact-Us");
  expect(await english.text()).toContain('<html lang="en-IN"');
  const hindiPage = await untilPageCached("/hi/Contact-Us");
  expect(await hindiPage.text()).toContain('<html lang="hi-IN"');
});

test("a page ships one language's messages, once, as a data block outside the router's data", async () => {
  for (const [path, lang, own, other] of [["/brand/Mahindra", "en", "Skip to content", "सीधे मुख्य सामग्री पर जाएँ"], ["/hi/brand/Mahindra", "hi", "सीधे मुख्य सामग्री पर जाएँ", "Skip to content"]] as const) {
    const { html } = await getPage(path);
    const blocks = [...html.matchAll(/<script type="application\/json" id="site-messages" data-lang="(\w+)">([^<]*)<\/script>/g)];
    expect(blocks, path).toHaveLength(1);
    expect(blocks[0]![1]).toBe(lang);
    const messages = JSON.parse(blocks[0]![2]!) as { shell: { skipLink: string } };
    expect(messages.shell.skipLink).toBe(own);
    expect(html, path).not.toContain(other);
    // the router's data carries the language, not the words
    const routerData = html.slice(html.indexOf("streamController.enqueue"));
    expect(routerData).not.toContain("skipLink");
  }
});
