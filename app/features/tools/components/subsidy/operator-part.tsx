import type { WithOperatorPart } from "#app/shared/rules/operator-language";
import { fill } from "#app/shared/i18n/use-messages";

// A sentence of the subsidy messages with one part the operator wrote ("Source: {source} ({date})"):
// the part is shown in the version the page has, and marked English where a Hindi page falls back
// to the English (docs/decisions/151), so the site's own words around it stay in the page's language.

export function OperatorPart({ message, values, name, part }: WithOperatorPart) {
  const [before = "", after = ""] = fill(message, values).split(`{${name}}`);
  return (
    <>
      {before}
      <span lang={part.english ? "en" : undefined}>{part.value}</span>
      {after}
    </>
  );
}
