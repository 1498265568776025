import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { DEALER, ORIGIN, THREE_AT_ONCE, bodyText, fetchWorker, fetchWorkerWithEnv, getPage, section, sendEnquiry, visibleText, xsrfToken } from "./helpers";

// The notice of 2026-12-08 (docs/decisions/169): an enquiry naming no dealer goes to the nearest
// first, and to the next nearest when none calls within LEAD_RESPONSE_MINUTES of business hours,
// up to 3 sellers, the buyer told each by SMS (docs/decisions/166). The privacy page and the
// notice above the enquiry form say so; a form loaded under the notice of 2026-12-07 is still
// accepted and keeps that version; the result of an enquiry given to dealers by nearness says the
// next nearest gets it if they do not call. wrangler.toml: LEAD_RESPONSE_MINUTES = "30",
// LEAD_FIRST_DEALERS = "1"; at most 3 sellers an enquiry.
//
// A Noida buyer (201301) asking about Mahindra, naming no dealer, goes to Shree Ganesh E-Motors in
// Noida, by town (routedBy city): one seller of 3, so it may be offered on.

const noida = { tName: "", typeOfQuery: "Contact to Talk Dealer", brandName: "Mahindra", modelName: "", cityName: "Noida", pincode: "201301" };
const MODEL_FORM = "enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo";
const DEALER_FORM = `enquiry?typeOfQuery=Dealer&brandName=Mahindra&modelName=Treo&traderName=${DEALER.tName}`;

const NOTICE_EN = "If no dealer calls you within 30 minutes of business hours, we pass your enquiry to the next nearest dealer, up to 3 dealers in all, and send you each one's name by SMS.";
const NOTICE_HI =
  "अगर काम के समय में 30 मिनट के अंदर कोई डीलर आपको फ़ोन नहीं करता, तो हम आपकी पूछताछ अगले सबसे पास के डीलर को दे देते हैं, कुल 3 डीलर तक, और हर एक का नाम आपको SMS से भेजते हैं।";
const RESULT_EN = "Once your number is confirmed, if they do not call you within 30 minutes (business hours), we give your enquiry to the next nearest dealer and tell you by SMS.";
const RESULT_HI = "नंबर की पुष्टि के बाद, अगर ये काम के समय में 30 मिनट के अंदर आपको फ़ोन नहीं करते, तो हम आपकी पूछताछ अगले सबसे पास के डीलर को दे देंगे और आपको SMS से बताएँगे।";

const noticeText = (html: string) => visibleText(section(html, "privacy-notice"));
const consentNotice = async (mobile: string) => (await env.DB.prepare("SELECT consentNotice FROM lead WHERE mobile = ?1").bind(mobile).all<{ consentNotice: string }>()).results.map((r) => r.consentNotice);

/** The plain enquiry page's answer to a form post, as a browser without JavaScript sends it. */
async function postEnquiryPage(prefix: "" | "/hi", id: string, mobile: string, fields: Record<string, string>) {
  const token = await xsrfToken();
  return fetchWorker(`${prefix}/enquiry?typeOfQuery=${encodeURIComponent(fields.typeOfQuery!)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: `XSRF-TOKEN=${token}`, "CF-Connecting-IP": `10.56.0.${mobile.slice(-2)}` },
    body: new URLSearchParams({ _xsrf: token, id, mobile, chkBox: "true", ...fields }),
  });
}

test("the privacy page's notice of 2026-12-08 says, in English and Hindi, that an enquiry no dealer calls within 30 business minutes goes to the next nearest, up to 3, each named by SMS", async () => {
  const english = (await getPage("/Privacy-Policy")).text;
  expect(english).toContain("This notice (version 2026-12-08)");
  expect(english).toContain(
    "When you chose no dealer and no dealer calls you within 30 minutes of business hours, we pass your enquiry to the next nearest dealer, and so on, up to 3 dealers in all; each time we send you the new dealer's name by SMS, and the enquiry keeps every seller it went to.",
  );
  const hindi = (await getPage("/hi/Privacy-Policy")).text;
  expect(hindi).toContain("यह सूचना (संस्करण 2026-12-08)");
  expect(hindi).toContain(
    "अगर आपने कोई डीलर नहीं चुना और काम के समय में 30 मिनट के अंदर कोई डीलर आपको फ़ोन नहीं करता, तो हम आपकी पूछताछ अगले सबसे पास के डीलर को दे देते हैं, और इसी तरह कुल 3 डीलर तक; हर बार नए डीलर का नाम हम आपको SMS से भेजते हैं, और पूछताछ के साथ वे सभी विक्रेता दर्ज रहते हैं जिन तक वह गई।",
  );
  // the old words, which named only the sellers of the answer, are gone
  expect(english).not.toContain("or up to 3 dealers near you (or the maker) when you chose none");
  expect(hindi).not.toContain("आपके पास के 3 डीलर तक");
});

test("the consent line above an enquiry form naming no dealer says the next nearest dealer gets it after 30 business minutes, up to 3, in both languages, and carries version 2026-12-08", async () => {
  for (const [path, sentence] of [[`/${MODEL_FORM}`, NOTICE_EN], [`/hi/${MODEL_FORM}`, NOTICE_HI]] as const) {
    const { status, html } = await getPage(path);
    expect(status, path).toBe(200);
    expect(noticeText(html), path).toContain(sentence);
    expect(section(html, "privacy-notice"), path).toContain(`<input type="hidden" name="notice" value="2026-12-08"/>`);
  }
});

test("the consent line of a form naming its dealer does not say the enquiry goes on: the named dealer is the only one", async () => {
  const english = noticeText((await getPage(`/${DEALER_FORM}`)).html);
  // the form names the dealer by its address name, as the dealer's page links it
  expect(english).toContain("to pass your enquiry to Shree Ganesh E Motors, who will call you");
  expect(english).not.toContain("next nearest dealer");
  expect(noticeText((await getPage(`/hi/${DEALER_FORM}`)).html)).not.toContain("अगले सबसे पास के डीलर");
});

test("the notice states the deployment's own LEAD_RESPONSE_MINUTES, as the five-minute run reads it", async () => {
  const res = await fetchWorkerWithEnv({ LEAD_RESPONSE_MINUTES: "45" }, `/${MODEL_FORM}&from=notice-test`);
  expect(noticeText(await res.text())).toContain("If no dealer calls you within 45 minutes of business hours");
});

test("a form sent with the previous notice version (2026-12-07) is accepted and its lead keeps that version; the current one keeps 2026-12-08; one never shown is refused", async () => {
  // the plain page, loaded before the change: its hidden field still says 2026-12-07
  const before = await postEnquiryPage("", "notice-prev-0001", "9866169001", { ...noida, notice: "2026-12-07" });
  expect(before.status).toBe(200);
  expect(bodyText(await before.text())).toContain("They have your enquiry and will call you:");
  expect(await consentNotice("9866169001")).toEqual(["2026-12-07"]);
  // the dialog's script, loaded before the change, posts to the API
  expect((await sendEnquiry("9866169002", { ...noida, notice: "2026-12-07" })).status).toBe(200);
  expect(await consentNotice("9866169002")).toEqual(["2026-12-07"]);
  // a page loaded now
  expect((await postEnquiryPage("/hi", "notice-now-0001", "9866169003", { ...noida, notice: "2026-12-08" })).status).toBe(200);
  expect(await consentNotice("9866169003")).toEqual(["2026-12-08"]);
  // a version the site never showed keeps what was typed and says so beside the form
  const unknown = await sendEnquiry("9866169004", { ...noida, notice: "2026-12-09" });
  expect(unknown.status).toBe(400);
  expect(await consentNotice("9866169004")).toEqual([]);
});

test("the result of an enquiry given to the nearest dealer says the next nearest gets it if they do not call within 30 business minutes, in both languages", async () => {
  const english = await postEnquiryPage("", "next-dealer-0001", "9866169011", noida);
  expect(english.status).toBe(200);
  expect(bodyText(await english.text())).toContain(RESULT_EN);
  const hindi = await postEnquiryPage("/hi", "next-dealer-0002", "9866169012", noida);
  expect(bodyText(await hindi.text())).toContain(RESULT_HI);
  // the dialog reads the same from the API's answer
  const answer = (await (await sendEnquiry("9866169013", noida)).json()) as { callers: { traderName: string }[]; nextDealerAfterMinutes?: number };
  expect(answer.callers.map((c) => c.traderName)).toEqual([DEALER.traderName]);
  expect(answer.nextDealerAfterMinutes).toBe(30);
});

test("the result of an enquiry naming its dealer, or already with 3 dealers, does not say the next nearest gets it", async () => {
  const named = await postEnquiryPage("", "next-dealer-0003", "9866169021", { typeOfQuery: "Dealer", traderName: DEALER.tName, brandName: "Mahindra", modelName: "Treo", cityName: "Noida", pincode: "201301" });
  expect(named.status).toBe(200);
  const text = bodyText(await named.text());
  expect(text).toContain(DEALER.traderName);
  expect(text).not.toContain("next nearest dealer");
  expect(await (await sendEnquiry("9866169022")).json()).not.toHaveProperty("nextDealerAfterMinutes");
  // a deployment sending to 3 at once: the cap is reached, nobody else is offered it
  const three = (await (await sendEnquiry("9866169023", noida, {}, THREE_AT_ONCE)).json()) as { callers: unknown[] };
  expect(three.callers).toHaveLength(3);
  expect(three).not.toHaveProperty("nextDealerAfterMinutes");
});

test("a deployment's LEAD_RESPONSE_MINUTES is the minutes the result states", async () => {
  const answer = await (await sendEnquiry("9866169031", noida, {}, { LEAD_RESPONSE_MINUTES: "45" })).json();
  expect(answer).toMatchObject({ nextDealerAfterMinutes: 45 });
});
