import { PageLink } from "#app/shared/components/page-link";

// A list of links as compact chips: prices or dealers in each city, a brand's dealers.

type Props = { links: { href: string; label: string }[]; label: string; testId?: string; reload?: boolean };

export function ChipLinks({ links, label, testId, reload }: Props) {
  if (links.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label} data-testid={testId}>
      {links.map((link, i) => (
        // rows come whole from the data and are never reordered in place
        <li key={i}>
          <PageLink to={link.href} className="chip" reload={reload}>
            {link.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
