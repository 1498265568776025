import { consoleContext } from "#app/console/context";
import { consoleLangOf } from "#app/console/lang";
import { consoleMeta } from "#app/console/meta";
import { LeadItem } from "#app/components/console/lead-item";
import { Notice } from "#app/components/console/notice";
import { type LeadFilter, LeadFilterSchema, filterQuery, lastWeek } from "#app/domain/console/lead-filter";
import { LEAD_STATES, LEAD_STATE_LABELS } from "#app/domain/console/lead-states";
import { Pager } from "#app/components/console/lists/console-list";
import { PAGE_SIZE, pageCount, pageNumber, pageOfList } from "#app/domain/console/list-query";
import { namesIn } from "#app/i18n/names.server";
import type { Route } from "./+types/leads";

// The leads of a period: filtered by IST days, trader, city, vehicle type and
// state, with the count of each state and the CSV of the same filter.

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = LeadFilterSchema.safeParse({ ...lastWeek(Date.now()), ...query });
  const filter: LeadFilter = parsed.success ? parsed.data : LeadFilterSchema.parse(lastWeek(Date.now()));
  const console = context.get(consoleContext);
  const [list, types] = await Promise.all([console.leads(filter), console.vehicleTypes().catch(() => [])]);
  // Pages of 50 by the console lists' one rule (docs/decisions/126); the period is at most 92 days.
  const page = pageOfList(list.leads, pageNumber(new URL(request.url).searchParams.get("page")));
  return {
    filter,
    invalid: parsed.success ? null : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    ...list,
    leads: page.rows,
    page: page.page,
    // each type by its display name, as the public pages show it ("E Rickshaw Dealership")
    types: types.map((t): [string, string] => [t, namesIn(consoleLangOf(request)).type(t)]),
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, invalid, leads, counts, cities, types, page } = loaderData;
  const total = filter.state ? counts[filter.state] : counts.all;
  const withState = (state?: string) => `?${filterQuery({ ...filter, state: state as LeadFilter["state"] })}`;
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title">Leads</h1>
      {invalid ? <Notice tone="error" message="That filter could not be used; showing the last seven days." issues={invalid} /> : null}
      <form method="get" className="console-card console-filters" role="search" aria-label="Filter leads">
        <label className="console-field console-field--date">
          <span>From (IST)</span>
          <input type="date" name="from" defaultValue={filter.from} required />
        </label>
        <label className="console-field console-field--date">
          <span>To (IST)</span>
          <input type="date" name="to" defaultValue={filter.to} required />
        </label>
        <label className="console-field">
          <span>Trader</span>
          <input type="text" name="tName" defaultValue={filter.tName ?? ""} maxLength={120} autoComplete="off" />
        </label>
        <FilterSelect
          label="City"
          name="city"
          value={filter.city}
          any="All cities"
          options={[...new Set([...cities, ...(filter.city ? [filter.city] : [])])].map((c) => [c, c])}
        />
        <FilterSelect label="Vehicle type" name="typeName" value={filter.typeName} any="All types" options={types} />
        <FilterSelect label="State" name="state" value={filter.state} any="Any state" options={LEAD_STATES.map((st) => [st, LEAD_STATE_LABELS[st]])} />
        <div className="console-actions">
          <button type="submit" className="button">
            Show leads
          </button>
          <a className="button button-secondary" href={`/admin/leads.csv?${filterQuery(filter)}`} download>
            Download CSV
          </a>
        </div>
      </form>
      <ul className="console-counts" aria-label="Counts">
        <li>
          <a href={withState()} aria-current={filter.state ? undefined : "true"}>
            All <b>{counts.all}</b>
          </a>
        </li>
        {LEAD_STATES.map((s) => (
          <li key={s}>
            <a href={withState(s)} aria-current={filter.state === s ? "true" : undefined} data-testid={`count-${s}`}>
              {LEAD_STATE_LABELS[s]} <b>{counts[s]}</b>
            </a>
          </li>
        ))}
      </ul>
      {leads.length ? (
        <ol className="console-list console-list--2" data-testid="console-leads">
          {leads.map((lead) => (
            <LeadItem key={lead.id} lead={lead} />
          ))}
        </ol>
      ) : (
        <p className="muted">No leads match.</p>
      )}
      {total > PAGE_SIZE || page > 1 ? <Pager query={{ q: "", page, filters: Object.fromEntries(new URLSearchParams(filterQuery(filter))), problem: null }} pages={pageCount(total)} /> : null}
    </section>
  );
}

export function meta() {
  return consoleMeta("Leads");
}

/** One filter of the lead list: a choice of values, or any (the empty value). */
function FilterSelect({ label, name, value, any, options }: { label: string; name: string; value: string | undefined; any: string; options: [string, string][] }) {
  return (
    <label className="console-field">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
