import { Img } from "#app/components/img";
import { PageLink } from "#app/components/page-link";
import type { Product } from "#app/domain/entities";
import { IMAGE_SIZES, modelImage } from "#app/domain/images";
import { familyOfType } from "#app/domain/vehicle-family";
import { formatInr } from "#app/domain/rules/format";
import { brandPath } from "#app/domain/rules/slug";
import { compareRows, priceRange } from "#app/domain/tools/compare";
import { useMessages } from "#app/i18n/use-messages";
import { useNames } from "#app/i18n/names";
import type { ToolMessages } from "./messages";

// The comparison: one column a model (its picture, name and price range over cities), one row a
// specification field present in any of them; a row whose values differ is marked, in words for
// screen readers and by colour for the eye.

type Compared = Product & { prices: number[] };

const { width, height } = IMAGE_SIZES.list;

export function CompareTable({ models, t }: { models: Compared[]; t: ToolMessages["compare"] }) {
  const rows = compareRows(models);
  // Field names in the page's language, as on the model page's summary and specification table.
  const c = useMessages().catalogue;
  const names = useNames();
  const labels: Record<string, string> = { ...c.spec, mileage: c.mileage, pricePerKm: c.runningCost, speed: c.maxSpeed };
  const prices = models.map((m) => priceRange(m.prices));
  const pricesDiffer = prices.some((p) => p?.low !== prices[0]?.low || p?.high !== prices[0]?.high);
  return (
    // Models side by side may be wider than a phone: the box scrolls, and takes keyboard focus so
    // the hidden columns can be reached without a pointer (issue 18, point 2).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t.caption}>
      <table className="data-table compare-table" data-testid="compare-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.feature}</th>
            {models.map((m, i) => (
              <th scope="col" key={`${m.brandName}|${m.name}`}>
                <Img src={modelImage(m.brandName, m.name)} drawing={familyOfType(m.typeName)} alt="" width={width} height={height} priority={i === 0} className="compare-image" />
                <PageLink to={brandPath(m.brandName, m.name)}>{`${m.brandName} ${m.name}`}</PageLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className={pricesDiffer ? "differs" : undefined}>
            <th scope="row">
              {t.price}
              {pricesDiffer ? <span className="visually-hidden"> ({t.differs})</span> : null}
            </th>
            {prices.map((range, i) => (
              <td key={i} className="num">
                {range ? t.range(formatInr(range.low), formatInr(range.high)) : t.noPrice}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.field} className={row.differs ? "differs" : undefined}>
              <th scope="row">
                {labels[row.field] ?? row.label}
                {row.differs ? <span className="visually-hidden"> ({t.differs})</span> : null}
              </th>
              {row.values.map((value, i) => (
                <td key={i}>{names.spec(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
