import { PageLink } from "#app/components/page-link";

// A list of links to city pages (prices or dealers in each city), as compact chips.

type Props = { links: { href: string; label: string }[]; label: string; testId?: string };

export function CityLinks({ links, label, testId }: Props) {
  if (links.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label} data-testid={testId}>
      {links.map((l) => (
        <li key={l.href}>
          <PageLink to={l.href} className="chip">
            {l.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
