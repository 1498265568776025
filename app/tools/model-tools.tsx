import type { ModelRef } from "#app/domain/tools/compare";
import { CompareWith } from "./compare-with";
import { type ToolLanguage, toolMessages } from "./messages";
import { type CostTool, RunningCostTable } from "./running-cost-table";

// The model page's buyer tools: its running cost (where it has one) and "Compare with…".

type Props = { model: ModelRef; title: string; cost: CostTool | null; others: ModelRef[]; lang: ToolLanguage };

export function ModelTools({ model, title, cost, others, lang }: Props) {
  const t = toolMessages[lang];
  return (
    <>
      {cost ? <RunningCostTable {...cost} title={title} t={t.runningCost} /> : null}
      <CompareWith model={model} others={others} t={t.compare} />
    </>
  );
}
