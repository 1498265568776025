import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { LeadItem } from "#app/features/console/components/lead-item";
import { Notice } from "#app/features/console/components/notice";
import { PeriodFields } from "#app/features/console/components/period-fields";
import { type LeadFilter, LeadFilterSchema, filterQuery, lastWeek } from "#app/features/console/rules/lead-filter";
import { LEAD_STATES } from "#app/features/console/rules/lead-states";
import { Pager } from "#app/features/console/components/lists/console-list";
import { PAGE_SIZE, pageCount, pageNumber, pageOfList } from "#app/features/console/rules/list-query";
import { namesIn } from "#app/shared/i18n/names.server";
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
  // What the page shows of buyers' details is written to the access record (docs/decisions/153).
  await console.recordAccess("console.leads", "view", page.rows.length);
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
  const w = useWorkWords();
  const t = w.leads;
  const { filter, invalid, leads, counts, cities, types, page } = loaderData;
  const total = filter.state ? counts[filter.state] : counts.all;
  const withState = (state?: string) => `?${filterQuery({ ...filter, state: state as LeadFilter["state"] })}`;
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title">{t.title}</h1>
      {invalid ? <Notice tone="error" message={t.invalid} issues={invalid} /> : null}
      <form method="get" className="console-card console-filters" role="search" aria-label={t.filters}>
        <PeriodFields from={filter.from} to={filter.to} words={t} />
        <label className="console-field">
          <span>{t.trader}</span>
          <input type="text" name="tName" defaultValue={filter.tName ?? ""} maxLength={120} autoComplete="off" />
        </label>
        <FilterSelect
          label={t.city}
          name="city"
          value={filter.city}
          any={t.allCities}
          options={[...new Set([...cities, ...(filter.city ? [filter.city] : [])])].map((c) => [c, c])}
        />
        <FilterSelect label={t.type} name="typeName" value={filter.typeName} any={t.allTypes} options={types} />
        <FilterSelect label={t.state} name="state" value={filter.state} any={t.anyState} options={LEAD_STATES.map((st) => [st, w.leadStates[st]])} />
        <div className="console-actions">
          <button type="submit" className="button">
            {t.show}
          </button>
          <a className="button button-secondary" href={`/admin/leads.csv?${filterQuery(filter)}`} download>
            {t.csv}
          </a>
        </div>
      </form>
      <ul className="console-counts" aria-label={t.counts}>
        <li>
          <a href={withState()} aria-current={filter.state ? undefined : "true"}>
            {t.all} <b>{counts.all}</b>
          </a>
        </li>
        {LEAD_STATES.map((s) => (
          <li key={s}>
            <a href={withState(s)} aria-current={filter.state === s ? "true" : undefined} data-testid={`count-${s}`}>
              {w.leadStates[s]} <b>{counts[s]}</b>
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
        <p className="muted">{t.none}</p>
      )}
      {total > PAGE_SIZE || page > 1 ? <Pager query={{ q: "", page, filters: Object.fromEntries(new URLSearchParams(filterQuery(filter))), problem: null }} pages={pageCount(total)} /> : null}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(work[consoleMetaLang(matches)].leads.title);
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
