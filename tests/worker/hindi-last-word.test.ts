import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { readOutbox } from "#app/shared/messaging/local";
import { sampleTables } from "../../seed";
import { ADMIN_TOKEN, NEW_YEAR_IST, ORIGIN, browse, bodyText, fetchWorker, fetchWorkerWithEnv, getPage, remoteMode, section, readAt, sendEnquiry, signIn, xsrfToken } from "./helpers";

// The last operator texts in Hindi (docs/decisions/151): a subsidy rule's scheme, source and note
// and a trader's main markets and address have a Hindi version beside the English one, entered in
// the console and the import; a trader's turnover reads in Hindi words; the code's SMS goes in
// the language of the page the buyer used.

afterEach(() => vi.restoreAllMocks());


const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const importCsv = (entity: string, csv: string) =>
  fetchWorker(`/admin/api/catalogue/${entity}`, { method: "POST", headers: { ...bearer, "Content-Type": "text/csv" }, body: csv });

test("the subsidy check on a Hindi page names each scheme, its note and its source in Hindi; the English page keeps the English", async () => {
  const hindi = await getPage("/hi/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01");
  const answer = section(hindi.html, "subsidy-answer");
  expect(bodyText(answer)).toContain("पीएम ई-ड्राइव");
  expect(bodyText(answer)).toContain("दिल्ली इलेक्ट्रिक वाहन नीति 2020");
  expect(bodyText(answer)).toContain("एक आधार पर एक ही गाड़ी।");
  expect(bodyText(answer)).toContain("स्रोत: पीएम ई-ड्राइव: ई-ऑटो की सब्सिडी गाड़ियों का तय लक्ष्य पूरा होने पर 26 दिसंबर 2025 को बंद हो गई");
  expect(answer).not.toContain('lang="en"');
  expect(bodyText(answer)).not.toContain("Aadhaar");
  const english = bodyText(section((await getPage("/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01")).html, "subsidy-answer"));
  expect(english).toContain("Claimed through an Aadhaar-authenticated e-voucher");
  expect(english).not.toContain("पीएम");
});

test.skipIf(remoteMode())("an imported subsidy rule's Hindi columns show in the Hindi price breakup; without them the English is marked English", async () => {
  const header = (await (await fetchWorker("/admin/api/catalogue/subsidies.csv", { headers: bearer })).text()).replace(/^\uFEFF/, "").split("\r\n")[0]!;
  expect(header).toContain("scheme,schemeHi");
  expect(header).toContain("source,sourceHi");
  expect(header).toContain("note,noteHi");
  const csv = [
    "ruleId,scheme,schemeHi,level,stateName,segment,perKwh,cap,maxExFactory,battery,validFrom,validTo,afterEnd,source,sourceHi,sourceDate,note,noteHi",
    "up-test-l5,UP test incentive,उत्तर प्रदेश की जाँच सब्सिडी,state,Uttar Pradesh,l5,0,12000,0,advanced,2026-01-01,,unknown,Test notification of the UP transport department,उत्तर प्रदेश परिवहन विभाग की जाँच अधिसूचना,2026-11,,",
  ].join("\n");
  expect((await importCsv("subsidies", csv)).status).toBe(200);
  // the breakup says today's subsidy: read on the rule's first IST day (in force from 1 January 2026, no end), while UTC is still in 2025
  const onNewYear = (path: string) => readAt(NEW_YEAR_IST, () => getPage(path));
  const page = await onNewYear("/hi/brand/Mahindra/Treo/Price-In-Noida");
  const line = section(page.html, "breakup-subsidy");
  expect(bodyText(line)).toContain("सब्सिडी: उत्तर प्रदेश की जाँच सब्सिडी");
  expect(bodyText(line)).toContain("स्रोत: उत्तर प्रदेश परिवहन विभाग की जाँच अधिसूचना (नवंबर 2026)");
  expect(line).not.toContain('lang="en"');
  expect(bodyText(section((await onNewYear("/brand/Mahindra/Treo/Price-In-Noida")).html, "breakup-subsidy"))).toContain("Subsidy: UP test incentive");

  expect((await importCsv("subsidies", "ruleId,schemeHi,sourceHi\nup-test-l5,,\n")).status).toBe(200);
  const marked = section((await onNewYear("/hi/brand/Mahindra/Treo/Price-In-Noida")).html, "breakup-subsidy");
  // the site's own words stay Hindi; only the operator's English part is marked
  expect(marked).toMatch(/सब्सिडी: <span lang="en">UP test incentive<\/span>/);
  expect(marked).toMatch(/स्रोत: <span lang="en">Test notification of the UP transport department<\/span>/);
});

test.skipIf(remoteMode())("the console edits a rule's and a trader's Hindi fields right after their English ones", async () => {
  const b = await signIn();
  const rule = await (await browse(b, "/admin/catalogue/subsidies/edit?ruleId=delhi-ev-2020-l3")).text();
  for (const [english, hindi, next] of [["scheme", "schemeHi", "level"], ["source", "sourceHi", "sourceDate"], ["note", "noteHi", null]] as const) {
    expect(rule.indexOf(`name="${hindi}"`), hindi).toBeGreaterThan(rule.indexOf(`name="${english}"`));
    if (next) expect(rule.indexOf(`name="${hindi}"`), hindi).toBeLessThan(rule.indexOf(`name="${next}"`));
  }
  expect(rule).toContain("दिल्ली इलेक्ट्रिक वाहन नीति 2020");
  const trader = await (await browse(b, "/admin/catalogue/traders/edit?tName=Shree-Ganesh-E-Motors")).text();
  expect(trader.indexOf('name="majorMarketHi"')).toBeGreaterThan(trader.indexOf('name="majorMarket"'));
  expect(trader.indexOf('name="majorMarketHi"')).toBeLessThan(trader.indexOf('name="about"'));
  expect(trader.indexOf('name="addressHi"')).toBeGreaterThan(trader.indexOf('name="address"'));
  expect(trader.indexOf('name="addressHi"')).toBeLessThan(trader.indexOf('name="brandDeal"'));
});

test("a Hindi dealer page gives the main markets, address and turnover in Hindi, and its cards and contact tab the Hindi address", async () => {
  const row = sampleTables().trader.find((t) => t.tName === "Shree-Ganesh-E-Motors")!;
  const about = await getPage("/hi/dealer/Shree-Ganesh-E-Motors/About");
  const facts = bodyText(section(about.html, "profile-facts"));
  expect(facts).toContain(`मुख्य बाज़ार ${String(row.majorMarketHi)}`);
  expect(facts).toContain("नोएडा और उत्तर प्रदेश के आस-पास के ज़िले");
  expect(facts).toContain(`पता ${String(row.addressHi)}`);
  // the sample's turnover "₹2 - 5 crore", read in the glossary's words
  expect(String(row.annualTurnover)).toBe("₹2 - 5 crore");
  expect(facts).toContain("सालाना कारोबार ₹2 - 5 करोड़");
  expect(facts).not.toMatch(/crore|nearby|Sector|Shop/);
  const contact = bodyText(section((await getPage("/hi/dealer/Shree-Ganesh-E-Motors/Contact")).html, "address-panel"));
  expect(contact).toContain(String(row.addressHi));
  const cards = (await getPage("/hi/city/Noida/electric-rickshaw-dealers")).html;
  expect(cards).toContain(`<address>${String(row.addressHi)}</address>`);
  const english = bodyText(section((await getPage("/dealer/Shree-Ganesh-E-Motors/About")).html, "profile-facts"));
  expect(english).toContain("Noida and nearby districts of Uttar Pradesh");
  expect(english).toContain("₹2 - 5 crore");
});

test.skipIf(remoteMode())("a trader's main markets and address without a Hindi version show in English marked so; a turnover in other words too", async () => {
  const res = await importCsv("traders", 'tName,majorMarketHi,addressHi,annualTurnover\nShree-Ganesh-E-Motors,,,"about 3 crore"\n');
  expect(res.status).toBe(200);
  const facts = section((await getPage("/hi/dealer/Shree-Ganesh-E-Motors/About")).html, "profile-facts");
  expect(facts).toContain('<span lang="en">Noida and nearby districts of Uttar Pradesh</span>');
  expect(facts).toMatch(/<span lang="en">Shop \d+, Sector 62, Noida, Uttar Pradesh - 201309<\/span>/);
  expect(facts).toContain('<span lang="en">about 3 crore</span>');
  const cards = (await getPage("/hi/city/Noida/electric-rickshaw-dealers")).html;
  expect(cards).toMatch(/<address lang="en">Shop \d+, Sector 62, Noida, Uttar Pradesh - 201309<\/address>/);
});

/** An enquiry on the plain enquiry page in a language, as a visitor without JavaScript sends it. */
async function enquireOnPage(lang: "" | "/hi", mobile: string) {
  const token = await xsrfToken();
  const res = await fetchWorker(`${lang}/enquiry?typeOfQuery=Dealer&traderName=Shree-Ganesh-E-Motors`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, "CF-Connecting-IP": `10.151.0.${mobile.slice(-2)}`, Cookie: `XSRF-TOKEN=${token}` },
    body: new URLSearchParams({ _xsrf: token, id: `hindi-sms-${mobile}`, typeOfQuery: "Dealer", traderName: "Shree-Ganesh-E-Motors", mobile, pincode: "201301" }),
  });
  expect(res.status).toBe(200);
}

test("the code's SMS goes in the language of the page the buyer used: the Hindi and the English enquiry page", async () => {
  await enquireOnPage("/hi", "9855500011");
  const [hindi] = await readOutbox(env.DB, { to: "9855500011", limit: 1 });
  expect(hindi).toMatchObject({ kind: "otp", language: "hi" });
  expect(hindi!.text).toMatch(/^\d{6} आपका OTP है, EV Catalogue India पर अपना मोबाइल नंबर पक्का करने के लिए। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।$/);
  await enquireOnPage("", "9855500012");
  const [english] = await readOutbox(env.DB, { to: "9855500012", limit: 1 });
  expect(english).toMatchObject({ kind: "otp", language: "en" });
  expect(english!.text).toMatch(/^\d{6} is your OTP to confirm your mobile number on EV Catalogue India\./);
});

test("with Kaleyra a Hindi code SMS goes as Unicode under the Hindi template; without a Hindi template, in English under the English one", async () => {
  const sent: URLSearchParams[] = [];
  const kaleyra = { SMS_PROVIDER: "kaleyra", KALEYRA_SID: "HXIN0001", KALEYRA_API_KEY: "test-key", SMS_SENDER_ID: "EVCATL", SMS_OTP_TEMPLATE_ID: "1107000000000000001" };
  // Kaleyra answers every message and what it was sent is kept; any other request goes on
  const passOn = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://api.in.kaleyra.io/")) return passOn(input, init);
    sent.push(new URLSearchParams(String(init?.body)));
    return new Response('{"id":"k-1"}', { status: 200 });
  });
  {
    const ask = async (mobile: string, vars: Record<string, string>) => {
      expect((await sendEnquiry(mobile)).status).toBe(200);
      const token = await xsrfToken();
      const res = await fetchWorkerWithEnv({ ...kaleyra, ...vars }, "/api/sendOtp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `10.151.1.${mobile.slice(-2)}` },
        body: JSON.stringify({ mobile, lang: "hi" }),
      });
      expect(res.status).toBe(200);
      return sent.at(-1)!;
    };
    const hindi = await ask("9855500021", { SMS_OTP_TEMPLATE_ID_HI: "1107000000000000002" });
    expect(hindi.get("template_id")).toBe("1107000000000000002");
    expect(hindi.get("unicode")).toBe("1");
    expect(hindi.get("body")).toMatch(/^\d{6} आपका OTP है/);
    const fallback = await ask("9855500022", { SMS_OTP_TEMPLATE_ID_HI: "" });
    expect(fallback.get("template_id")).toBe("1107000000000000001");
    expect(fallback.get("unicode")).toBeNull();
    expect(fallback.get("body")).toMatch(/^\d{6} is your OTP/);
  }
});
