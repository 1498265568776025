import { ChipLinks } from "#app/components/chip-links";
import { type ModelRef, comparePath } from "#app/domain/tools/compare";
import type { ToolMessages } from "./messages";

// A type screen's few popular comparisons: pairs among the type's most popular models.

type Props = { pairs: [ModelRef, ModelRef][]; typeLabel: string; t: ToolMessages["compare"] };

const nameOf = (m: ModelRef) => `${m.brandName} ${m.name}`;

export function PopularComparisons({ pairs, typeLabel, t }: Props) {
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby="popular-comparisons">
      <h2 id="popular-comparisons">{t.popularHeading(typeLabel)}</h2>
      <ChipLinks
        label={t.popularHeading(typeLabel)}
        testId="popular-comparisons"
        links={pairs.map(([a, b]) => ({ href: comparePath([a, b]), label: t.pair(nameOf(a), nameOf(b)) }))}
      />
    </section>
  );
}
