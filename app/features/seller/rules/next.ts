import { type Lang, pathIn, withoutLang } from "#app/shared/i18n/lang";
import { returnPathIn } from "#app/shared/rules/safe-url";

// Where a seller goes once signed in: the workspace page they were sent from (`next`), in the
// sign-in page's language, or the leads board. Never a page outside the workspace, never another site.

export const SELLER_HOME = "/seller/leads";

export function sellerNext(lang: Lang, next: string | null | undefined): string {
  const path = returnPathIn(lang, next);
  const inWorkspace = path !== null && /^\/seller\/[^?#]/i.test(withoutLang(path.replace(/[?#].*$/, "")));
  return inWorkspace ? path : pathIn(lang, SELLER_HOME);
}
