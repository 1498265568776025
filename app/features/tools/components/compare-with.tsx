import type { ModelRef } from "#app/features/tools/rules/compare";
import { COMPARE_WITH, choiceValue } from "#app/features/tools/rules/compare-choice";
import { brandPath, nameToSlug } from "#app/shared/rules/slug";
import { fill } from "#app/shared/i18n/use-messages";
import { SITE_FORM } from "./site-form";
import type { ToolMessages } from "../messages";

// "Compare with…" on a model page: a choice of models of the same type, sent as a plain GET form to
// the model page itself, which answers with the comparison's address (works without JavaScript).

type Props = { model: ModelRef; others: ModelRef[]; t: ToolMessages["compare"] };

export function CompareWith({ model, others, t }: Props) {
  if (others.length === 0) return null;
  const title = `${model.brandName} ${model.name}`;
  return (
    <section aria-labelledby="compare-with" className="panel">
      <h2 id="compare-with">{t.withHeading}</h2>
      <form method="get" action={brandPath(model.brandName, model.name)} className="compare-with" data-testid="compare-with" {...SITE_FORM}>
        <label>
          {fill(t.withLabel, { title })}
          <select name={COMPARE_WITH} required>
            {others.map((m) => (
              <option key={`${m.brandName}|${m.name}`} value={choiceValue(nameToSlug(m.brandName), nameToSlug(m.name))}>
                {`${m.brandName} ${m.name}`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t.withSubmit}
        </button>
      </form>
    </section>
  );
}
