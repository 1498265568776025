import { pageLinkMarkup } from "#app/components/page-link";
import { escapeMarkup } from "#app/lib/markup";

// A list of links as compact chips: prices or dealers in each city, a brand's dealers. A brand
// page lists dozens of them, so the rows are written as markup (lib/markup.ts).

type Props = { links: { href: string; label: string }[]; label: string; testId?: string };

export function ChipLinks({ links, label, testId }: Props) {
  if (links.length === 0) return null;
  const rows = links.map((l) => `<li>${pageLinkMarkup(l.href, escapeMarkup(l.label), "chip")}</li>`).join("");
  return <ul className="chip-list" aria-label={label} data-testid={testId} dangerouslySetInnerHTML={{ __html: rows }} />;
}
