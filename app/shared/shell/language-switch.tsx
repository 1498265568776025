import { useLocation } from "react-router";
import { LOCALE, pathIn } from "#app/shared/i18n/lang";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";

// The header's language switch: the same page in the other language, with its query.
// A plain link, so it works without JavaScript; the address alone decides the language.

export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const lang = useLang();
  const t = useMessages().shell;
  const other = lang === "hi" ? "en" : "hi";
  return (
    <a href={pathIn(other, pathname) + search} hrefLang={LOCALE[other]} lang={LOCALE[other]} className="language-switch" aria-label={t.switchLabel}>
      {t.switchTo}
    </a>
  );
}
