import { PageLink } from "#app/shared/components/page-link";
import type { ModelRef } from "#app/features/tools/rules/compare";
import { CompareWith } from "./compare-with";
import { type ToolLanguage, toolMessages } from "../messages";
import { type CostTool, RunningCostTable } from "./running-cost-table";

// The model page's buyer tools: its running cost (where it has one), a link to the battery
// chooser (where it covers the model) and "Compare with…".

type Link = { href: string; text: string };
type Props = { model: ModelRef; title: string; cost: CostTool | null; battery: Link | null; others: ModelRef[]; lang: ToolLanguage };

export function ModelTools({ model, title, cost, battery, others, lang }: Props) {
  const t = toolMessages[lang];
  return (
    <>
      {cost ? <RunningCostTable {...cost} title={title} t={t.runningCost} /> : null}
      {battery ? (
        <p className="battery-link">
          <PageLink to={battery.href} rel="nofollow" data-testid="battery-link">
            {battery.text}
          </PageLink>
        </p>
      ) : null}
      <CompareWith model={model} others={others} t={t.compare} />
    </>
  );
}
