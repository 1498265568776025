import type { ConsoleMessages } from "#app/components/console/messages";
import type { FieldProblem } from "#app/domain/catalogue/field-problems";
import type { VehicleClass } from "#app/domain/catalogue/plausible";
import { indianGrouping } from "#app/domain/billing/money";
import { fill } from "#app/i18n/use-messages";

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
