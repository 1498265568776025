import { SITE_NAME } from "#app/shared/site";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import * as smsWords from "#app/shared/messaging/sms-texts";
import { formatPhone } from "#app/shared/rules/phone";
import { type Lead, leadModel } from "./lead";

// The messages of a lead (docs/decisions/112, 166): to each staff number of its trader, one SMS
// and, where the number takes them and WhatsApp is set up, one WhatsApp template message, both
// from the same five values, in the trader's language; to the buyer, when a lead no seller called
// goes to one more, who that is. The wordings are app/shared/messaging/sms-texts.ts, each
// registered word for word as a DLT template per language (README "Configuration"):
//
//   SMS (DLT):      New lead on EV Catalogue India: {#var#}, {#var#}, asks about {#var#} in {#var#}. See your leads: {#url#}
//   WhatsApp body:  New lead on EV Catalogue India: {{1}}, {{2}}, asks about {{3}} in {{4}}. See your leads: {{5}}
//
// A Hindi SMS is sent as Unicode (70 characters a part, not 160).

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
  lang: Lang,
): LeadMessageValues {
  const words = smsWords[lang];
  return {
    // The enquiry form's default name says nothing about the buyer.
    name: (DEFAULT_NAME.test(lead.name) ? "" : variable(lead.name)) || words.someBuyer,
    mobile: variable(formatPhone(lead.mobile)),
    // An enquiry that names no model (a dealership, a general question) says what it asks; the
    // kinds of enquiry are English words, so a Hindi message says "vehicle" instead.
    model: variable(leadModel(lead) || (lang === "en" ? lead.typeOfQuery : "")) || words.someVehicle,
    town: variable(lead.cityName || lead.districtName || lead.stateName || lead.pincode) || words.someTown,
    link,
  };
}

/** The SMS, exactly as its DLT template is registered in that language with the variables filled in. */
export function leadSmsText(v: LeadMessageValues, lang: Lang): string {
  return fill(smsWords[lang].newLead, { ...v, site: SITE_NAME });
}

/** The WhatsApp template's body variables {{1}}…{{5}}, in order. */
export function leadWhatsAppParams(v: LeadMessageValues): string[] {
  return [v.name, v.mobile, v.model, v.town, v.link];
}

/** The buyer's SMS naming one more seller who will call, with its public number where it has one. */
export function alsoCallsText(seller: string, publicPhone: string, lang: Lang): string {
  const words = smsWords[lang];
  const values = { site: SITE_NAME, seller: variable(seller), phone: publicPhone ? formatPhone(publicPhone) : "" };
  return fill(publicPhone ? words.alsoCalls : words.alsoCallsNoPhone, values);
}
