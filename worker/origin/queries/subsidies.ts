import type { SubsidyRule } from "#app/shared/entities";
import { subsidyRuleColumns } from "../rows";

// The purchase-incentive rules (docs/decisions/117): a few dozen rows at most, read whole and
// cached by the BFF like any list; the page evaluates them (app/features/tools/rules/subsidy.ts).

export async function getSubsidyRule(db: D1Database): Promise<SubsidyRule[]> {
  const { results } = await db
    .prepare(
      `SELECT ${subsidyRuleColumns} FROM subsidy_rule ORDER BY level, stateName, scheme, validFrom`,
    )
    .all<SubsidyRule>();
  return results;
}
