import { pageLinkMarkup } from "#app/components/page-link";
import { escapeMarkup } from "#app/lib/markup";
import type { PriceListItem } from "#app/lib/list-items";
import { modelCityPath } from "#app/domain/rules/paths";
import { exShowroomText } from "#app/domain/rules/price-breakup";

// Tables of the catalogue screens. Wide tables scroll inside their own box on phones, never the
// page.

type Row = { label: string; value: React.ReactNode };

/** Two columns: a label and its value (summary and specification tables). */
export function KeyValueTable({ rows, caption, testId }: { rows: Row[]; caption?: string; testId?: string }) {
  return (
    <div className="table-scroll">
      <table className="kv-table" data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Citywise prices: model, city and ex-showroom price, each row linking to the model-in-city page.
 * The rows are written as markup (lib/markup.ts): brand and type pages list ten of them.
 */
export function CityPriceTable({ rows, caption, testId }: { rows: PriceListItem[]; caption: string; testId?: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">City</th>
            <th scope="col" className="num">
              Ex-showroom Price
            </th>
          </tr>
        </thead>
        <tbody dangerouslySetInnerHTML={{ __html: rows.map(priceRowMarkup).join("") }} />
      </table>
    </div>
  );
}

function priceRowMarkup(r: PriceListItem): string {
  const model = pageLinkMarkup(modelCityPath(r.brandName, r.name, r.cityName), escapeMarkup(`${r.brandName} ${r.name}`));
  return `<tr><td>${model}</td><td>${escapeMarkup(r.cityName)}</td><td class="num">${escapeMarkup(exShowroomText(r.exShowroomPrice))}</td></tr>`;
}
