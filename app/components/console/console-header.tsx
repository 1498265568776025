import { Form, NavLink } from "react-router";
import { Logo } from "#app/components/logo";
import { TokenField } from "./token-field";

// The console's own header (the site header is hidden under /admin): the logo, the sections and
// signing out. Without a session only the logo shows.

export const CONSOLE_SECTIONS = [
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/traders", label: "Traders" },
  { to: "/admin/billing", label: "Billing" },
  { to: "/admin/disputes", label: "Disputes" },
  { to: "/admin/deliveries", label: "Failed deliveries" },
  { to: "/admin/catalogue", label: "Catalogue" },
  { to: "/admin/pictures", label: "Pictures" },
  { to: "/admin/outbox", label: "Outbox" },
] as const;

export function ConsoleHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="console-header">
      <a href="/admin" className="logo-link" aria-label="Operator console">
        <Logo />
      </a>
      {signedIn ? (
        <>
          <nav className="console-nav" aria-label="Console">
            <ul>
              {CONSOLE_SECTIONS.map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} prefetch="none">
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="post" action="/admin/sign-out" className="console-signout">
            <TokenField />
            <button type="submit" className="button button-secondary">
              Sign out
            </button>
          </Form>
        </>
      ) : (
        <span className="console-header__mode">Operators only</span>
      )}
    </header>
  );
}
