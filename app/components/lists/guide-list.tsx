import { PageLink } from "#app/components/page-link";
import type { Guide } from "#app/domain/rules/guides";
import { OperatorWritten } from "#app/components/content/page-intro";

// Guides as a list of links by title (the hub, the home page's latest, a screen's related ones).

export function GuideList({ guides, columns = false, testId }: { guides: readonly Guide[]; columns?: boolean; testId?: string }) {
  if (guides.length === 0) return null;
  // The guides are written in English: a Hindi page lists their titles marked so.
  return (
    <OperatorWritten>
      <ul className={columns ? "guide-list guide-list-columns" : "guide-list"} data-testid={testId}>
        {guides.map((g) => (
          <li key={g.href}>
            <PageLink to={g.href}>{g.title}</PageLink>
          </li>
        ))}
      </ul>
    </OperatorWritten>
  );
}
