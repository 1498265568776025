import { pageLinkMarkup } from "#app/components/page-link";
import { escapeMarkup } from "#app/lib/markup";
import type { PriceListItem } from "#app/lib/list-items";
import { modelCityPath } from "#app/domain/rules/paths";
import { exShowroomText } from "#app/domain/rules/price-breakup";

// Tables of the catalogue screens. Wide tables scroll inside their own box on phones, never the
// page. Their rows are text and page links, written as markup (lib/markup.ts).

type Row = { label: string; value: string; /** The value links to this page. */ href?: string };

/** Two columns: a label and its value (summary and specification tables), rows as markup. */
export function KeyValueTable({ rows, caption, testId }: { rows: Row[]; caption?: string; testId?: string }) {
  return (
    <div className="table-scroll">
      <table className="kv-table" data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        <tbody dangerouslySetInnerHTML={{ __html: rows.map(keyValueRowMarkup).join("") }} />
      </table>
    </div>
  );
}

function keyValueRowMarkup({ label, value, href }: Row): string {
  const cell = href ? pageLinkMarkup(href, escapeMarkup(value)) : escapeMarkup(value);
  return `<tr><th scope="row">${escapeMarkup(label)}</th><td>${cell}</td></tr>`;
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
