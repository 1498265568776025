import { expect, test } from "vitest";
import { DLT_VAR_MAX, alsoCallsText, leadMessageValues, leadSmsText, leadWhatsAppParams } from "#app/features/leads/rules/lead-message";

// The message a trader's phone receives for a billable lead: one text that matches its DLT
// template word for word (README "Configuration"), and the WhatsApp template's five variables.

const LINK = "https://example.in/leads/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const lead = {
  name: "Asha Verma", mobile: "9876543210", catalogueBrand: "Mahindra", catalogueModel: "Treo", brandName: "mahindra", modelName: "treo",
  typeOfQuery: "Dealer", cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh", pincode: "201301",
};

/** The registered template with every {#var#} / {#url#} as a pattern: what DLT checks an SMS against. */
const DLT_TEMPLATE = "New lead on EV Catalogue India: {#var#}, {#var#}, asks about {#var#} in {#var#}. See your leads: {#url#}";
const templatePattern = new RegExp(
  `^${DLT_TEMPLATE.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replaceAll("{#var#}", `[^\\n]{1,${DLT_VAR_MAX}}`).replace("{#url#}", "https://\\S+")}$`,
);

test("a dealer's SMS is its DLT template's wording with the buyer's name, mobile, model, town and the private lead link", () => {
  const text = leadSmsText(leadMessageValues(lead, LINK, "en"), "en");
  expect(text).toBe(`New lead on EV Catalogue India: Asha Verma, +91 98765 43210, asks about Mahindra Treo in Noida. See your leads: ${LINK}`);
  expect(text).toMatch(templatePattern);
});

test("each variable is one line of at most 30 characters, cut after a word, as DLT and WhatsApp require, whatever the buyer typed", () => {
  const values = leadMessageValues(
    { ...lead, name: "Shri Ramchandra Prasad\nYadav of Chandauli Mughalsarai", catalogueModel: "", modelName: "", typeOfQuery: "Dealership", cityName: "", districtName: "" },
    LINK,
    "en",
  );
  expect(values).toEqual({ name: "Shri Ramchandra Prasad Yadav", mobile: "+91 98765 43210", model: "Mahindra", town: "Uttar Pradesh", link: LINK });
  expect(leadSmsText(values, "en")).toMatch(templatePattern);
  const general = leadMessageValues({ ...lead, name: " ", catalogueBrand: "", brandName: "", catalogueModel: "", modelName: "", typeOfQuery: "General", cityName: "", districtName: "", stateName: "", pincode: "" }, LINK, "en");
  expect(general).toMatchObject({ name: "A buyer", model: "General", town: "India" });
  expect(leadMessageValues({ ...lead, name: "Customer" }, LINK, "en").name).toBe("A buyer");
});

test("the WhatsApp template's body variables are the same five values, in the template's order", () => {
  expect(leadWhatsAppParams(leadMessageValues(lead, LINK, "en"))).toEqual(["Asha Verma", "+91 98765 43210", "Mahindra Treo", "Noida", LINK]);
});

test("a trader whose language is Hindi gets the lead's SMS in Hindi, its own DLT template's wording, with Hindi words for what the buyer left out", () => {
  // the Hindi template word for word: {site} = EV Catalogue India, {name} Asha Verma, {mobile} +91 98765 43210, {town} Noida, {model} Mahindra Treo
  expect(leadSmsText(leadMessageValues(lead, LINK, "hi"), "hi")).toBe(
    `EV Catalogue India पर नई लीड: Asha Verma, +91 98765 43210, Noida में Mahindra Treo के बारे में पूछ रहे हैं। अपनी लीड देखें: ${LINK}`,
  );
  // no name, no model, no place: "a buyer", "vehicle", "India" in Hindi; an English kind of enquiry is not put in a Hindi text
  const bare = { ...lead, name: "Customer", catalogueBrand: "", brandName: "", catalogueModel: "", modelName: "", typeOfQuery: "Dealership", cityName: "", districtName: "", stateName: "", pincode: "" };
  expect(leadMessageValues(bare, LINK, "hi")).toMatchObject({ name: "एक ग्राहक", model: "वाहन", town: "भारत" });
});

test("the buyer's SMS names the seller who will also call and its number in the buyer's language, or says only that it will call when it shows none", () => {
  expect(alsoCallsText("Kashi E-Rickshaw Centre", "9811122301", "en")).toBe(
    "EV Catalogue India: Kashi E-Rickshaw Centre will also call you about your enquiry. You can call them on +91 98111 22301.",
  );
  expect(alsoCallsText("Kashi E-Rickshaw Centre", "9811122301", "hi")).toBe(
    "EV Catalogue India: आपकी पूछताछ पर Kashi E-Rickshaw Centre भी आपको कॉल करेंगे। आप उन्हें +91 98111 22301 पर कॉल कर सकते हैं।",
  );
  expect(alsoCallsText("Kashi E-Rickshaw Centre", "", "en")).toBe("EV Catalogue India: Kashi E-Rickshaw Centre will also call you about your enquiry.");
  expect(alsoCallsText("Kashi E-Rickshaw Centre", "", "hi")).toBe("EV Catalogue India: आपकी पूछताछ पर Kashi E-Rickshaw Centre भी आपको कॉल करेंगे।");
});
