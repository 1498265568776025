import { Form, NavLink, useLocation } from "react-router";
import { Logo } from "#app/shared/shell/logo";
import { SITE_NAME } from "#app/shared/site";
import { LOCALE, pathIn } from "#app/shared/i18n/lang";
import { useSellerLang, useSellerWords } from "#app/features/seller/use-seller-words";
import { TokenField } from "./token-field";

// The workspace's own header (the site header is hidden under /seller): the business signed in
// for, the sections, the same page in the other language, and signing out. Links and a plain form:
// it all works without JavaScript, and wraps onto more lines on a narrow phone.

export const SELLER_SECTIONS = [
  { to: "/seller/leads", key: "leads" },
  { to: "/seller/money", key: "money" },
  { to: "/seller/profile", key: "profile" },
  { to: "/seller/staff", key: "staff" },
  { to: "/seller/settings", key: "settings" },
] as const;

/** The same page in the other language: a plain link, since the address alone says the language. */
function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = useSellerLang() === "hi" ? "en" : "hi";
  const t = useSellerWords().frame;
  // After a form posted to the sign-in (an index route), the address carries React Router's
  // `?index`: the same page in the other language is without it.
  const query = new URLSearchParams(search);
  query.delete("index");
  const rest = query.size ? `?${query}` : "";
  return (
    <a className="seller-language" href={pathIn(other, pathname + rest)} hrefLang={LOCALE[other]} lang={LOCALE[other]} title={t.otherLanguageName}>
      {t.otherLanguage}
    </a>
  );
}

type Props = { traderName: string | null };

export function SellerHeader({ traderName }: Props) {
  const lang = useSellerLang();
  const t = useSellerWords().frame;
  return (
    <header className="seller-header">
      <div className="seller-header__top">
        <a href={pathIn(lang, "/")} className="logo-link" aria-label={SITE_NAME}>
          <Logo />
        </a>
        <LanguageSwitch />
      </div>
      {traderName ? (
        <>
          <p className="seller-header__who">
            <span className="seller-header__workspace">{t.workspace}</span> <strong data-testid="seller-trader">{traderName}</strong>
          </p>
          <nav className="seller-nav" aria-label={t.nav}>
            <ul>
              {SELLER_SECTIONS.map((s) => (
                <li key={s.to}>
                  <NavLink to={pathIn(lang, s.to)} prefetch="none">
                    {t[s.key]}
                  </NavLink>
                </li>
              ))}
              <li>
                <Form method="post" action={pathIn(lang, "/seller/sign-out")} className="seller-signout" reloadDocument>
                  <TokenField />
                  <button type="submit" className="seller-nav__button">
                    {t.signOut}
                  </button>
                </Form>
              </li>
            </ul>
          </nav>
        </>
      ) : (
        <p className="seller-header__who">
          <span className="seller-header__workspace">{t.workspace}</span>
        </p>
      )}
    </header>
  );
}
