import { useLocation } from "react-router";
import { type ModelRef, MAX_COMPARED, type ComparisonChange } from "#app/features/tools/rules/compare";
import { choiceValue } from "#app/features/tools/rules/compare-choice";
import { nameToSlug } from "#app/shared/rules/slug";
import { fill } from "#app/shared/i18n/use-messages";
import { SITE_FORM } from "./site-form";
import type { ToolMessages } from "../messages";

// Add a model to the comparison, or put it in place of one: a plain GET form to the page itself,
// which answers with the new comparison's address (works without JavaScript). Models of the
// compared models' types are offered, the first model's type first; at three models the form
// swaps, and the visitor says which one goes.

type Problem = Extract<ComparisonChange, { ok: false }>["reason"];
type Props = { models: ModelRef[]; choices: ModelRef[]; town: string | null; problem: Problem | null; t: ToolMessages["compare"] };

const nameOf = (m: ModelRef) => `${m.brandName} ${m.name}`;
const valueOf = (m: ModelRef) => choiceValue(nameToSlug(m.brandName), nameToSlug(m.name));

export function CompareChange({ models, choices, town, problem, t }: Props) {
  const { pathname } = useLocation();
  if (choices.length === 0) return null;
  const full = models.length >= MAX_COMPARED;
  return (
    <section aria-labelledby="compare-change" className="panel">
      <h2 id="compare-change">{t.changeHeading}</h2>
      {problem ? (
        <p role="alert" className="form-errors" data-testid="compare-problem">
          {t.problem[problem]}
        </p>
      ) : null}
      <form method="get" action={pathname} className="compare-with" data-testid="compare-change" {...SITE_FORM}>
        {town ? <input type="hidden" name="town" value={town} /> : null}
        <label>
          {t.addLabel}
          <select name="add" required>
            {choices.map((m) => (
              <option key={valueOf(m)} value={valueOf(m)}>
                {nameOf(m)}
              </option>
            ))}
          </select>
        </label>
        {models.length > 1 ? (
          <label>
            {t.replaceLabel}
            <select name="replace" required={full}>
              {full ? null : <option value="">{t.replaceNone}</option>}
              {models.map((m) => (
                <option key={valueOf(m)} value={valueOf(m)}>
                  {fill(t.replaceOne, { name: nameOf(m) })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="button">
          {t.changeSubmit}
        </button>
      </form>
    </section>
  );
}
