import * as smsWords from "#app/shared/messaging/sms-texts";
import { OTP_VALIDITY_MS } from "#app/shared/verification";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { SITE_NAME } from "#app/shared/site";

// The one-time code's SMS in the language of the page the buyer used (docs/decisions/151): its
// text as its DLT template is registered, the code the template's one variable, and the template.

/** The SMS's text in a language. */
export const otpSmsText = (code: string, lang: Lang) => fill(smsWords[lang].otp, { code, site: SITE_NAME, minutes: OTP_VALIDITY_MS / 60_000 });

/**
 * The code's SMS for a buyer who used a page in `lang`. A Hindi SMS needs its own registered
 * template (SMS_OTP_TEMPLATE_ID_HI); a service without one gets the English, so the code still
 * arrives. `templates`: the deployment's template ids (app/shared/messaging/providers.ts); `local`: the
 * local outbox, which keeps any text.
 */
export function otpSms(code: string, lang: Lang, templates: { otpSms: string; otpSmsHi: string }, local: boolean): { text: string; templateId: string; language: Lang } {
  const language = smsWords.smsLanguage(lang, templates.otpSmsHi, local);
  return { text: otpSmsText(code, language), templateId: language === "hi" ? templates.otpSmsHi : templates.otpSms, language };
}
