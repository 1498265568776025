import { Form, Link } from "react-router";
import { formatInr } from "#app/shared/rules/money";
import { SORTS } from "#app/shared/rules/model-list";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelList, ModelListRow } from "#app/features/catalogue/server/model-list";

// A model list a buyer narrows (docs/decisions/148-lists-a-buyer-can-narrow.md): a GET form (sort,
// budget, battery) that works without JavaScript, the way to the next page and back to the first,
// and what an empty list says. Each route lays out its own rows (table, cards).

type Props = { list: ModelList; typeLabel: string };

/** A budget band in rupees, as the form names it. */
function budgetLabel(t: ReturnType<typeof useMessages>["lists"]["narrow"], band: ModelList["budgets"][number]): string {
  if (band.high === null) return fill(t.above, { low: formatInr(band.low) });
  if (band.low === 0) return fill(t.upTo, { high: formatInr(band.high) });
  return fill(t.between, { low: formatInr(band.low), high: formatInr(band.high) });
}

/** One of the form's choices: a labelled select, its wrong value (if the address named one) said under it. */
function Choice({ list, name, label, options, any }: { list: ModelList; name: "sort" | "budget" | "battery"; label: string; options: { value: string; label: string }[]; any?: string }) {
  const t = useMessages().lists.narrow;
  const bad = list.bad.find((b) => b.field === name);
  const errorId = `narrow-${name}-error`;
  return (
    <>
      <label className="list-narrow-field">
        <span className="field-label">{label}</span>
        <select name={name} className="field-input" defaultValue={list[name] ?? ""} aria-invalid={bad ? true : undefined} aria-describedby={bad ? errorId : undefined}>
          {any === undefined ? null : <option value="">{any}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {bad ? (
        <p id={errorId} className="field-error" role="alert">
          {fill(t.bad[name]!, { value: bad.value })}
        </p>
      ) : null}
    </>
  );
}

/** The form above the list: what it is sorted by and narrowed to, sent as the page's own address. */
export function NarrowForm({ list, typeLabel }: Props) {
  const t = useMessages().lists.narrow;
  // a choice the list offers nothing to choose in is left out, unless the address named a wrong value for it
  const offered = (name: "budget" | "battery", count: number) => count > 0 || list.bad.some((b) => b.field === name);
  return (
    // keyed by the choices, so a navigation with JavaScript shows the new ones in the fields
    <Form method="get" preventScrollReset className="list-narrow" aria-labelledby="list-narrow-title" data-testid="list-narrow" key={`${list.sort}|${list.budget}|${list.battery}`}>
      <h2 id="list-narrow-title" className="list-narrow-title">
        {t.heading}
      </h2>
      <div className="list-narrow-fields">
        <Choice list={list} name="sort" label={t.sort} options={SORTS.map((sort) => ({ value: sort, label: t.sorts[sort]! }))} />
        {offered("budget", list.budgets.length) ? <Choice list={list} name="budget" label={t.budget} any={t.anyBudget} options={list.budgets.map((band) => ({ value: band.key, label: budgetLabel(t, band) }))} /> : null}
        {offered("battery", list.batteries.length) ? <Choice list={list} name="battery" label={t.battery} any={t.anyBattery} options={list.batteries.map((battery) => ({ value: battery, label: t.batteries[battery]! }))} /> : null}
      </div>
      <p className="list-narrow-actions">
        <button type="submit" className="button">
          {t.show}
        </button>
        {list.variant ? (
          <Link to={{ search: "" }} className="list-narrow-clear" data-testid="list-clear">
            {fill(t.clear, { type: typeLabel })}
          </Link>
        ) : null}
      </p>
    </Form>
  );
}

/** What an empty list says, with the way back to every model; the next page and the first, as links. */
export function ListPages({ list, typeLabel }: Props) {
  const t = useMessages().lists.narrow;
  return (
    <>
      {list.rows.length === 0 ? (
        <p className="list-none" data-testid="list-none">
          {fill(t.none, { type: typeLabel })}{" "}
          <Link to={{ search: "" }}>{fill(t.clear, { type: typeLabel })}</Link>
        </p>
      ) : null}
      {list.next !== null || list.first !== null ? (
        <p className="list-actions">
          {list.next !== null ? (
            <Link to={{ search: list.next }} className="button button-secondary" data-testid="list-next">
              {fill(t.next, { type: typeLabel })}
            </Link>
          ) : null}
          {list.first !== null ? (
            <Link to={{ search: list.first }} className="button button-secondary" data-testid="list-first">
              {fill(t.first, { type: typeLabel })}
            </Link>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

/** A card's note: where the price is, and the range a charge gives where the model states one. */
export function useRowNote() {
  const t = useMessages().lists.narrow;
  return (row: Pick<ModelListRow, "rangeKm">, where: string | undefined) =>
    [where, row.rangeKm === null ? undefined : fill(t.range, { km: row.rangeKm })].filter(Boolean).join(" · ") || undefined;
}
