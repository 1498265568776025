import { ChipLinks } from "#app/shared/components/chip-links";
import { type ModelRef, comparePath } from "#app/features/tools/rules/compare";
import { fill } from "#app/shared/i18n/use-messages";
import type { ToolMessages } from "../messages";

// A type screen's few popular comparisons: the pairs visitors compare most, then pairs among the
// type's most popular models. The loader words them (`popularComparisons`), so the screen's code
// carries no messages. Each link loads the comparison whole, so its view is counted.

export type PopularComparisonLinks = { heading: string; links: { href: string; label: string }[] };

const nameOf = (m: ModelRef) => `${m.brandName} ${m.name}`;

export function popularComparisons(pairs: [ModelRef, ModelRef][], typeLabel: string, t: ToolMessages["compare"]): PopularComparisonLinks {
  return {
    heading: fill(t.popularHeading, { type: typeLabel }),
    links: pairs.map(([a, b]) => ({ href: comparePath([a, b]), label: [a, b].map(nameOf).join(t.vs) })),
  };
}

export function PopularComparisons({ heading, links }: PopularComparisonLinks) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="popular-comparisons">
      <h2 id="popular-comparisons">{heading}</h2>
      <ChipLinks label={heading} testId="popular-comparisons" links={links} reload />
    </section>
  );
}
