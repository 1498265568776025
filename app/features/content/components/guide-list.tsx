import { PageLink } from "#app/shared/components/page-link";
import type { Guide } from "#app/features/content/rules/guides";
import { OperatorWritten } from "#app/shared/components/content/page-intro";
import { operatorVersion } from "#app/shared/rules/operator-language";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";

// Guides as a list of links by title (the hub, the home page's latest, a screen's related ones).
// A Hindi page names each guide by its Hindi title where the operator wrote one; a title only
// in English is marked so (docs/decisions/122-hindi-operator-fields.md).

export function GuideList({ guides, columns = false, testId }: { guides: readonly Guide[]; columns?: boolean; testId?: string }) {
  const lang = useLang();
  const inEnglish = useMessages().shell.inEnglish;
  if (guides.length === 0) return null;
  const titled = guides.map((g) => ({ g, title: operatorVersion(lang, g.title, g.titleHi) }));
  const className = columns ? "guide-list guide-list-columns" : "guide-list";
  // none in Hindi: the whole list is English, under one note
  if (titled.every((t) => t.title.english)) {
    return (
      <OperatorWritten>
        <ul className={className} data-testid={testId}>
          {guides.map((g) => (
            <li key={g.href}>
              <PageLink to={g.href}>{g.title}</PageLink>
            </li>
          ))}
        </ul>
      </OperatorWritten>
    );
  }
  return (
    <ul className={className} data-testid={testId}>
      {titled.map(({ g, title }) => (
        <li key={g.href}>
          {title.english ? (
            <>
              <PageLink to={g.href}>
                <span lang="en">{title.value}</span>
              </PageLink>{" "}
              <small className="in-english-note">{inEnglish}</small>
            </>
          ) : (
            <PageLink to={g.href}>{title.value}</PageLink>
          )}
        </li>
      ))}
    </ul>
  );
}
