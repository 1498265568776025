import * as smsWords from "#app/domain/sms/messages";
import { OTP_VALIDITY_MS } from "#app/domain/verification";
import type { Lang } from "#app/i18n/lang";
import { fill } from "#app/i18n/use-messages";
import { SITE_NAME } from "#app/site";

// The one-time code's SMS in the language of the page the buyer used (docs/decisions/151): its
// text as its DLT template is registered, the code the template's one variable, and the template.

/** The SMS's text in a language. */
export const otpSmsText = (code: string, lang: Lang) => fill(smsWords[lang].otp, { code, site: SITE_NAME, minutes: OTP_VALIDITY_MS / 60_000 });

/**
 * The code's SMS for a buyer who used a page in `lang`. A Hindi SMS needs its own registered
 * template (SMS_OTP_TEMPLATE_ID_HI); a service without one gets the English, so the code still
 * arrives. `templates`: the deployment's template ids (worker/messaging/providers.ts); `local`: the
 * local outbox, which keeps any text.
 */
export function otpSms(code: string, lang: Lang, templates: { otpSms: string; otpSmsHi: string }, local: boolean): { text: string; templateId: string; language: Lang } {
  const language: Lang = lang === "hi" && (local || templates.otpSmsHi.trim() !== "") ? "hi" : "en";
  return { text: otpSmsText(code, language), templateId: language === "hi" ? templates.otpSmsHi : templates.otpSms, language };
}
