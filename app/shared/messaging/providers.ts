import { kaleyraSms } from "./kaleyra";
import { localSms, localWhatsApp } from "./local";
import { MessagingConfigError, type SmsProvider, type WhatsAppProvider } from "./types";
import { whatsAppCloud } from "./whatsapp-cloud";

// Which service carries each channel, from the Worker's configuration (README "Configuration"):
// SMS_PROVIDER = "kaleyra" and WHATSAPP_PROVIDER = "cloud" choose the real adapters; empty (or
// "local") keeps messages in the local outbox. A real adapter named without its settings is a
// deployment's mistake and fails loudly at the first message, rather than quietly keeping codes
// that nobody receives.

export type Providers = {
  sms: SmsProvider;
  whatsapp: WhatsAppProvider;
  /** The service behind each channel, for the console to say where messages go. */
  names: { sms: "kaleyra" | "local"; whatsapp: "cloud" | "local" };
};

/** The DLT template ids and WhatsApp template of the site's messages (vars, never secrets). */
export type MessageTemplates = {
  otpSms: string;
  /** The code's SMS in Hindi, a template of its own (docs/decisions/151). */
  otpSmsHi: string;
  leadSms: string;
  /** A new lead's SMS in Hindi, for a trader whose language is Hindi (docs/decisions/166). */
  leadSmsHi: string;
  /** The buyer's SMS naming one more seller who will call: with its number, and without. */
  alsoCalls: string;
  alsoCallsHi: string;
  alsoCallsNoPhone: string;
  alsoCallsNoPhoneHi: string;
  /** A follow-up's morning reminder to the staff member who set it (docs/decisions/165). */
  followUpSms: string;
  followUpSmsHi: string;
  /** The trader's owner: a month's tax invoice issued, a dispute decided (docs/decisions/167). */
  invoiceSms: string;
  invoiceSmsHi: string;
  disputeSms: string;
  disputeSmsHi: string;
  leadWhatsApp: string;
  whatsAppLanguage: string;
};

export function messageTemplates(env: Env): MessageTemplates {
  return {
    otpSms: env.SMS_OTP_TEMPLATE_ID ?? "",
    otpSmsHi: env.SMS_OTP_TEMPLATE_ID_HI ?? "",
    leadSms: env.SMS_LEAD_TEMPLATE_ID ?? "",
    leadSmsHi: env.SMS_LEAD_TEMPLATE_ID_HI ?? "",
    alsoCalls: env.SMS_ALSO_CALLS_TEMPLATE_ID ?? "",
    alsoCallsHi: env.SMS_ALSO_CALLS_TEMPLATE_ID_HI ?? "",
    alsoCallsNoPhone: env.SMS_ALSO_CALLS_NO_PHONE_TEMPLATE_ID ?? "",
    alsoCallsNoPhoneHi: env.SMS_ALSO_CALLS_NO_PHONE_TEMPLATE_ID_HI ?? "",
    followUpSms: env.SMS_FOLLOW_UP_TEMPLATE_ID ?? "",
    followUpSmsHi: env.SMS_FOLLOW_UP_TEMPLATE_ID_HI ?? "",
    invoiceSms: env.SMS_INVOICE_TEMPLATE_ID ?? "",
    invoiceSmsHi: env.SMS_INVOICE_TEMPLATE_ID_HI ?? "",
    disputeSms: env.SMS_DISPUTE_TEMPLATE_ID ?? "",
    disputeSmsHi: env.SMS_DISPUTE_TEMPLATE_ID_HI ?? "",
    leadWhatsApp: env.WHATSAPP_LEAD_TEMPLATE ?? "",
    whatsAppLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE || "en",
  };
}

export function providersFor(env: Env): Providers {
  const sms = smsProvider(env);
  const whatsapp = whatsAppProvider(env);
  return { sms: sms.provider, whatsapp: whatsapp.provider, names: { sms: sms.name, whatsapp: whatsapp.name } };
}

function smsProvider(env: Env): { provider: SmsProvider; name: Providers["names"]["sms"] } {
  const choice = (env.SMS_PROVIDER ?? "").trim().toLowerCase();
  if (choice === "" || choice === "local") return { provider: localSms(env.DB), name: "local" };
  if (choice !== "kaleyra") return { provider: failing(`SMS_PROVIDER "${choice}" is not a known service`), name: "kaleyra" };
  const missing = missingOf({ KALEYRA_SID: env.KALEYRA_SID, KALEYRA_API_KEY: env.KALEYRA_API_KEY, SMS_SENDER_ID: env.SMS_SENDER_ID });
  if (missing.length) return { provider: failing(`SMS_PROVIDER is kaleyra but ${missing.join(", ")} not set`), name: "kaleyra" };
  const baseUrl = env.KALEYRA_BASE_URL || "https://api.in.kaleyra.io";
  return { provider: kaleyraSms({ baseUrl, sid: env.KALEYRA_SID, apiKey: env.KALEYRA_API_KEY, sender: env.SMS_SENDER_ID }), name: "kaleyra" };
}

function whatsAppProvider(env: Env): { provider: WhatsAppProvider; name: Providers["names"]["whatsapp"] } {
  const choice = (env.WHATSAPP_PROVIDER ?? "").trim().toLowerCase();
  if (choice === "" || choice === "local") return { provider: localWhatsApp(env.DB), name: "local" };
  const missing = missingOf({ WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN: env.WHATSAPP_ACCESS_TOKEN });
  const problem = choice !== "cloud" ? `WHATSAPP_PROVIDER "${choice}" is not a known service` : missing.length ? `WHATSAPP_PROVIDER is cloud but ${missing.join(", ")} not set` : "";
  if (problem) return { provider: { sendTemplate: () => Promise.reject(new MessagingConfigError(problem)) }, name: "cloud" };
  const version = env.WHATSAPP_GRAPH_VERSION || "v21.0";
  return { provider: whatsAppCloud({ version, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID, accessToken: env.WHATSAPP_ACCESS_TOKEN }), name: "cloud" };
}

const missingOf = (settings: Record<string, string | undefined>) => Object.entries(settings).filter(([, v]) => !v?.trim()).map(([k]) => k);

function failing(problem: string): SmsProvider {
  return { send: () => Promise.reject(new MessagingConfigError(problem)) };
}
