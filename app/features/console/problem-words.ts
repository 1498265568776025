import type { ConsoleMessages } from "#app/features/console/messages";
import type { FieldProblem } from "#app/features/console/rules/field-problems";
import type { VehicleClass } from "#app/features/catalogue/rules/plausible";
import { indianGrouping } from "#app/shared/rules/money";
import { fill } from "#app/shared/i18n/use-messages";

// A field's problem in the console's words, one wording for the record form and the import's
// preview: whole figures grouped as people read them (40,000), a class of vehicles named in words.

export function problemWords(t: ConsoleMessages, problem: FieldProblem): string {
  const values = Object.fromEntries(
    Object.entries(problem.values).map(([name, v]) => [
      name,
      name === "vehicles" ? t.vehicles[v as VehicleClass] : typeof v === "number" && Number.isInteger(v) ? indianGrouping(v) : v,
    ]),
  );
  return fill(t.problems[problem.key], values);
}
