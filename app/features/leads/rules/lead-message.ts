import { SITE_NAME } from "#app/shared/site";
import { formatPhone } from "#app/shared/rules/phone";
import { type Lead, leadModel } from "./lead";

// The message a trader's phone receives for a billable lead (docs/decisions/112): one SMS and,
// where the trader opted in, one WhatsApp template message, both from the same five values. The
// SMS text must match its DLT content template word for word, and WhatsApp sends only an
// approved template, so both wordings live here and in README "Configuration", nowhere else:
//
//   SMS (DLT):      New lead on EV Catalogue India: {#var#}, {#var#}, asks about {#var#} in {#var#}. See your leads: {#url#}
//   WhatsApp body:  New lead on EV Catalogue India: {{1}}, {{2}}, asks about {{3}} in {{4}}. See your leads: {{5}}
//
// English, as dealers' lead SMS are: a Hindi SMS is sent as Unicode (70 characters a part, not
// 160) and is a second DLT template; a WhatsApp template in Hindi needs only its own approval
// with the same variables (WHATSAPP_TEMPLATE_LANGUAGE).

/** DLT refuses a message whose {#var#} value is longer than this. */
export const DLT_VAR_MAX = 30;

const DEFAULT_NAME = /^\s*customer\s*$/i;

export type LeadMessageValues = { name: string; mobile: string; model: string; town: string; link: string };

/**
 * One variable's value: on one line (WhatsApp refuses line breaks and long runs of spaces), at
 * most 30 characters, cut after a whole word where there is one.
 */
function variable(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DLT_VAR_MAX) return flat;
  const head = flat.slice(0, DLT_VAR_MAX + 1);
  const space = head.lastIndexOf(" ");
  return (space > DLT_VAR_MAX / 2 ? head.slice(0, space) : head.slice(0, DLT_VAR_MAX)).trimEnd();
}

export function leadMessageValues(
  lead: Pick<Lead, "name" | "mobile" | "catalogueBrand" | "catalogueModel" | "brandName" | "modelName" | "typeOfQuery" | "cityName" | "districtName" | "stateName" | "pincode">,
  link: string,
): LeadMessageValues {
  return {
    // The enquiry form's default name says nothing about the buyer.
    name: (DEFAULT_NAME.test(lead.name) ? "" : variable(lead.name)) || "A buyer",
    mobile: variable(formatPhone(lead.mobile)),
    // An enquiry that names no model (a dealership, a general question) says what it asks.
    model: variable(leadModel(lead) || lead.typeOfQuery) || "a vehicle",
    town: variable(lead.cityName || lead.districtName || lead.stateName || lead.pincode) || "India",
    link,
  };
}

/** The SMS, exactly as its DLT template is registered with the variables filled in. */
export function leadSmsText(v: LeadMessageValues): string {
  return `New lead on ${SITE_NAME}: ${v.name}, ${v.mobile}, asks about ${v.model} in ${v.town}. See your leads: ${v.link}`;
}

/** The WhatsApp template's body variables {{1}}…{{5}}, in order. */
export function leadWhatsAppParams(v: LeadMessageValues): string[] {
  return [v.name, v.mobile, v.model, v.town, v.link];
}
