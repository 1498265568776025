import { BelowTheFold } from "#app/shared/components/below-the-fold";
import type { Guide } from "#app/features/content/rules/guides";
import { GuideList } from "./guide-list";
import { useMessages } from "#app/shared/i18n/use-messages";

// A model or type screen's "Related guides", below the fold; nothing is shown when no guide is
// about the screen's subject.

export function RelatedGuides({ guides }: { guides: Guide[] | null }) {
  const t = useMessages().lists;
  return (
    <BelowTheFold data={guides}>
      {(list) =>
        list.length ? (
          <section aria-labelledby="related-guides">
            <h2 id="related-guides">{t.guidesRelated}</h2>
            <GuideList guides={list} testId="related-guides" />
          </section>
        ) : null
      }
    </BelowTheFold>
  );
}
