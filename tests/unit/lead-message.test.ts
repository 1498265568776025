import { expect, test } from "vitest";
import { DLT_VAR_MAX, leadMessageValues, leadSmsText, leadWhatsAppParams } from "#app/features/leads/rules/lead-message";

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
  const text = leadSmsText(leadMessageValues(lead, LINK));
  expect(text).toBe(`New lead on EV Catalogue India: Asha Verma, +91 98765 43210, asks about Mahindra Treo in Noida. See your leads: ${LINK}`);
  expect(text).toMatch(templatePattern);
});

test("each variable is one line of at most 30 characters, cut after a word, as DLT and WhatsApp require, whatever the buyer typed", () => {
  const values = leadMessageValues(
    { ...lead, name: "Shri Ramchandra Prasad\nYadav of Chandauli Mughalsarai", catalogueModel: "", modelName: "", typeOfQuery: "Dealership", cityName: "", districtName: "" },
    LINK,
  );
  expect(values).toEqual({ name: "Shri Ramchandra Prasad Yadav", mobile: "+91 98765 43210", model: "Mahindra", town: "Uttar Pradesh", link: LINK });
  expect(leadSmsText(values)).toMatch(templatePattern);
  const general = leadMessageValues({ ...lead, name: " ", catalogueBrand: "", brandName: "", catalogueModel: "", modelName: "", typeOfQuery: "General", cityName: "", districtName: "", stateName: "", pincode: "" }, LINK);
  expect(general).toMatchObject({ name: "A buyer", model: "General", town: "India" });
  expect(leadMessageValues({ ...lead, name: "Customer" }, LINK).name).toBe("A buyer");
});

test("the WhatsApp template's body variables are the same five values, in the template's order", () => {
  expect(leadWhatsAppParams(leadMessageValues(lead, LINK))).toEqual(["Asha Verma", "+91 98765 43210", "Mahindra Treo", "Noida", LINK]);
});
