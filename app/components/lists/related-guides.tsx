import { Deferred, Loading } from "#app/components/deferred";
import type { Guide } from "#app/domain/rules/guides";
import { GuideList } from "./guide-list";
import { en } from "./messages";

// A model or type screen's "Related guides" (issue 18, point 4): below the fold, so it may
// stream; nothing is shown when no guide is about the screen's subject.

export function RelatedGuides({ guides }: { guides: Guide[] | Promise<Guide[]> }) {
  return (
    <Deferred resolve={guides} fallback={<Loading what={en.guidesRelated.toLowerCase()} />}>
      {(list) =>
        list.length ? (
          <section aria-labelledby="related-guides">
            <h2 id="related-guides">{en.guidesRelated}</h2>
            <GuideList guides={list} testId="related-guides" />
          </section>
        ) : null
      }
    </Deferred>
  );
}
