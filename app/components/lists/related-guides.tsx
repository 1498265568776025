import { Deferred, Loading } from "#app/components/deferred";
import type { Guide } from "#app/domain/rules/guides";
import { GuideList } from "./guide-list";
import { useMessages } from "#app/i18n/use-messages";

// A model or type screen's "Related guides": below the fold, so it may
// stream; nothing is shown when no guide is about the screen's subject.

export function RelatedGuides({ guides }: { guides: Guide[] | Promise<Guide[]> }) {
  const t = useMessages().lists;
  return (
    <Deferred resolve={guides} fallback={<Loading what={t.guidesRelated.toLowerCase()} />}>
      {(list) =>
        list.length ? (
          <section aria-labelledby="related-guides">
            <h2 id="related-guides">{t.guidesRelated}</h2>
            <GuideList guides={list} testId="related-guides" />
          </section>
        ) : null
      }
    </Deferred>
  );
}
