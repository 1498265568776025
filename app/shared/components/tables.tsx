import { PageLink } from "#app/shared/components/page-link";
import type { PriceListItem } from "#app/shared/lib/list-items";
import { modelCityPath } from "#app/shared/rules/paths";
import { exShowroomText } from "#app/shared/rules/price-breakup";
import { priceText, useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";

// Tables of the catalogue screens. Wide tables scroll inside their own box on phones, never the
// page.

type Row = { label: string; value: React.ReactNode; /** The value links to this page. */ href?: string };

/** Two columns: a label and its value (summary and specification tables). */
export function KeyValueTable({ rows, caption, testId }: { rows: Row[]; caption?: string; testId?: string }) {
  const t = useMessages().catalogue;
  return (
    <div className="table-scroll">
      <table className="kv-table" data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        <tbody>
          {rows.map(({ label, value, href }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{href ? <PageLink to={href}>{value}</PageLink> : value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Citywise prices: model, city and ex-showroom price, each row linking to the model-in-city page;
 * `note`, a line under the model (what a narrowed list sorts by beyond the price, its range:
 * docs/decisions/148), so three columns still fit 360 px.
 */
export function CityPriceTable<R extends PriceListItem>({ rows, caption, testId, note }: { rows: R[]; caption: string; testId?: string; note?: (row: R) => string | null }) {
  const t = useMessages().catalogue;
  const names = useNames();
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.model}</th>
            <th scope="col">{t.city}</th>
            <th scope="col" className="num">
              {t.exShowroom}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // rows come whole from the data and are never reordered in place
            <tr key={i}>
              <td>
                <PageLink to={modelCityPath(r.brandName, r.name, r.cityName)}>{`${r.brandName} ${r.name}`}</PageLink>
                {note?.(r) ? <span className="table-note">{note(r)}</span> : null}
              </td>
              <td>{names.town(r.cityName)}</td>
              <td className="num">{priceText(t, exShowroomText(r.exShowroomPrice))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
