import { Form, NavLink, useLocation } from "react-router";
import { Logo } from "#app/shared/shell/logo";
import { useConsoleLang, useConsoleWords } from "#app/features/console/use-console-words";
import { LOCALE } from "#app/shared/i18n/lang";
import { TokenField } from "./token-field";

// The console's own header (the site header is hidden under /admin): the logo, the sections,
// the language switch and signing out. Without a session only the logo and the switch show.

export const CONSOLE_SECTIONS = [
  { to: "/admin/leads", key: "leads" },
  { to: "/admin/traders", key: "traders" },
  { to: "/admin/billing", key: "billing" },
  { to: "/admin/disputes", key: "disputes" },
  { to: "/admin/profile-changes", key: "profileChanges" },
  { to: "/admin/deliveries", key: "deliveries" },
  { to: "/admin/catalogue", key: "catalogue" },
  { to: "/admin/pictures", key: "pictures" },
  { to: "/admin/outbox", key: "outbox" },
  { to: "/admin/privacy", key: "privacy" },
] as const;

/** The switch to the other language: a form (it sets a cookie), back to this very page. */
function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = useConsoleLang() === "hi" ? "en" : "hi";
  const t = useConsoleWords().language;
  return (
    <Form method="post" action="/admin/language" className="console-language">
      <TokenField />
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="next" value={pathname + search} />
      <button type="submit" className="button button-secondary" lang={LOCALE[other]} title={t.switchLabel}>
        {t.switchTo}
      </button>
    </Form>
  );
}

export function ConsoleHeader({ signedIn }: { signedIn: boolean }) {
  const t = useConsoleWords().header;
  return (
    <header className="console-header">
      <a href="/admin" className="logo-link" aria-label={t.home}>
        <Logo />
      </a>
      {signedIn ? (
        <>
          <nav className="console-nav" aria-label={t.nav}>
            <ul>
              {CONSOLE_SECTIONS.map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} prefetch="none">
                    {t.sections[s.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
          <Form method="post" action="/admin/sign-out" className="console-signout">
            <TokenField />
            <button type="submit" className="button button-secondary">
              {t.signOut}
            </button>
          </Form>
        </>
      ) : (
        <>
          <span className="console-header__mode">{t.operatorsOnly}</span>
          <LanguageSwitch />
        </>
      )}
    </header>
  );
}
