import { expect, test } from "vitest";
import { fetchWorker, getPage, hrefs, section } from "./helpers";

// The one search box's results page, /search?q= and /hi/search?q= (docs/decisions/114), and the
// /api call behind its suggestions.

const search = (q: string, lang = "") => getPage(`${lang}/search?${new URLSearchParams({ q })}`);

test("/search?q=e+rikshaw answers 200, server-rendered: the e-rickshaw type and its models, a GET form, noindex", async () => {
  const { status, html, text } = await getPage("/search?q=e+rikshaw");
  expect(status).toBe(200);
  expect(text).toContain("Results for “e rikshaw”");
  expect(hrefs(section(html, "search-types"))[0]).toBe("/three-wheeler/e-rickshaw");
  expect(hrefs(section(html, "search-models"))).toContain("/brand/Mahindra/e-Alfa-Mini");
  expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
  expect(html).toMatch(/<input[^>]*name="q"[^>]*value="e rikshaw"/);
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
});

test("/hi/search?q=ई रिक्शा answers 200 in Hindi: the type by its Hindi name, its models, links under /hi/", async () => {
  const { status, html, text } = await search("ई रिक्शा", "/hi");
  expect(status).toBe(200);
  expect(html).toContain('lang="hi-IN"');
  expect(text).toContain("“ई रिक्शा” के नतीजे");
  const types = section(html, "search-types");
  expect(hrefs(types)[0]).toBe("/hi/three-wheeler/e-rickshaw");
  expect(types).toContain(">ई-रिक्शा</a>");
  expect(text).toContain("वाहन के प्रकार");
  expect(hrefs(section(html, "search-models"))).toContain("/hi/brand/Mahindra/e-Alfa-Mini");
});

test("a type and a town (loader noida): the loader price page in Noida first, then the loader dealers there", async () => {
  const { status, html, text } = await search("loader noida");
  expect(status).toBe(200);
  const towns = hrefs(section(html, "search-towns"));
  expect(towns.slice(0, 2)).toEqual(["/e-rickshaw-loader/Noida", "/city/Noida/e-rickshaw-loader-dealers"]);
  expect(text).toContain("E Rickshaw Loader price in Noida");
  expect(hrefs(section(html, "search-dealers")).length).toBeGreaterThan(0);
});

test("Noida dealer and a model name find what they name", async () => {
  const dealers = await search("Noida dealer");
  expect(hrefs(section(dealers.html, "search-towns"))).toContain("/city/Noida/electric-rickshaw-dealers");
  expect(section(dealers.html, "search-dealers")).toContain("Noida");
  const model = await search("mahindra treo");
  expect(hrefs(section(model.html, "search-models"))[0]).toBe("/brand/Mahindra/Treo");
});

test("nothing found: a clear state that offers every type page and the enquiry button, in both languages", async () => {
  const en = await search("xyzzy");
  expect(en.status).toBe(200);
  const nothing = section(en.html, "search-nothing");
  expect(en.text).toContain("Nothing found for “xyzzy”");
  expect(en.html).toMatch(/<h1>Nothing found for “xyzzy”<\/h1>/);
  expect(hrefs(section(nothing, "search-types"))).toContain("/three-wheeler/e-rickshaw");
  expect(hrefs(nothing)).toContain("/enquiry?typeOfQuery=Contact+to+Know+More");
  const hi = await search("xyzzy", "/hi");
  expect(hi.text).toContain("“xyzzy” से कुछ नहीं मिला");
  const hiNothing = section(hi.html, "search-nothing");
  expect(hiNothing).toContain(">ई-रिक्शा</a>");
  expect(hiNothing).toContain("पूछताछ भेजें");
});

test("bad input answers a clear page, never a 500: overlong text, control characters, broken encodings", async () => {
  const long = await search("e rickshaw ".repeat(40));
  expect(long.status).toBe(400);
  expect(section(long.html, "search-refused")).toContain("Your search is too long");
  const controls = await getPage("/search?q=%00%01%1B");
  expect(controls.status).toBe(400);
  expect(section(controls.html, "search-refused")).toContain("We could not read that search");
  const hiControls = await getPage("/hi/search?q=%00%7F");
  expect(section(hiControls.html, "search-refused")).toContain("यह खोज पढ़ी नहीं जा सकी");
  for (const q of ["%", "%E0%A4", "%FF%FE", "%ED%A0%80", "%C0%AF", "a%00b", "%3Cscript%3Ealert(1)%3C/script%3E", "e+rikshaw&q=loader", "%F0%9F%9B%BA"]) {
    const res = await fetchWorker(`/search?q=${q}`);
    const html = await res.text();
    expect(res.status, q).toBeLessThan(500);
    expect(html, q).toContain('name="q"');
    expect(html, q).not.toContain("<script>alert(1)");
  }
  expect((await getPage("/search")).status).toBe(200);
});

test("the search page without text is indexable; a results page is not", async () => {
  const bare = await getPage("/search");
  expect(bare.html).toContain('<meta name="robots" content="index, follow"/>');
  const results = await search("mahindra");
  expect(results.html).toContain('<meta name="robots" content="noindex, follow"/>');
});

test("/api/search takes Hindi text (any script) and answers hits in the contract's shape", async () => {
  const res = await fetchWorker(`/api/search?${new URLSearchParams({ q: "ई-रिक्शा" })}`);
  expect(res.status).toBe(200);
  const hits = (await res.json()) as { kind: string; href: string; titleHi?: string }[];
  expect(hits[0]).toMatchObject({ kind: "type", href: "/three-wheeler/e-rickshaw", titleHi: "ई-रिक्शा" });
  const long = await fetchWorker(`/api/search?q=${"a".repeat(101)}`);
  expect(long.status).toBe(400);
  // any other call: a non-ASCII parameter is a 404
  expect((await fetchWorker(`/api/getModelByBrand?brandName=${encodeURIComponent("महिंद्रा")}&count=6`)).status).toBe(404);
});

test("a town the catalogue does not list leads through the search to its own page of every type: a PIN code, its English or Hindi name", async () => {
  for (const [q, lang] of [["221001", ""], ["Varanasi", ""], ["वाराणसी", "/hi"]] as const) {
    const { status, html } = await search(q, lang);
    expect(status, q).toBe(200);
    expect(hrefs(section(html, "search-towns"))[0], q).toBe(`${lang}/town/Varanasi`);
  }
  expect((await search("Varanasi", "")).text).toContain("Electric vehicles in Varanasi");
  const { text } = await search("वाराणसी", "/hi");
  expect(text).toContain("वाराणसी में इलेक्ट्रिक वाहन");
  const page = await getPage("/town/Varanasi");
  expect(page.status).toBe(200);
  expect(page.text).toContain("Electric Vehicles in Varanasi");
});

test("a catalogue town is found by its Hindi name, and named in Hindi on a Hindi page", async () => {
  const { html, text } = await search("नोएडा", "/hi");
  expect(hrefs(section(html, "search-towns"))).toContain("/hi/e-rickshaw/Noida");
  expect(text).toContain("नोएडा में ई-रिक्शा की कीमत");
});

test("a guide with a Hindi title is named in Hindi on the Hindi results page, unmarked, and its Hindi words find it", async () => {
  const { status, html } = await search("लोन", "/hi");
  expect(status).toBe(200);
  const guides = section(html, "search-guides");
  expect(guides).toMatch(/<a href="\/hi\/blog\/[^"]+"(?![^>]*lang=)[^>]*>ई-रिक्शा लोन और ईएमआई: आसान गाइड<\/a>/);
  const english = await search("e-rickshaw loan");
  expect(section(english.html, "search-guides")).toContain(">E-Rickshaw Loan and EMI: A Simple Guide</a>");
});
