import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { Img } from "#app/shared/components/img";
import { PageLink } from "#app/shared/components/page-link";
import type { Product } from "#app/shared/entities";
import type { QueryType } from "#app/shared/enquiry";
import { IMAGE_SIZES, modelImage } from "#app/shared/images";
import { familyOfType } from "#app/shared/vehicle-family";
import { formatInr } from "#app/shared/rules/money";
import { modelCityPath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";
import { comparePath } from "#app/features/tools/rules/compare";
import { compareRows, valuesDiffer } from "#app/features/tools/rules/compare-rows";
import { type ComparedPrice, shownFigure } from "#app/features/tools/rules/compare-price";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";
import { SpecValue } from "#app/features/catalogue/components/spec-value";
import type { SpecsShown } from "#app/features/catalogue/server/spec-values";
import type { ToolMessages } from "../messages";

// The comparison: one column a model (its picture, name, price in the chosen town and an
// enquiry), one row a specification field present in any of them. The row labels stay in view
// while the models scroll sideways (a sticky first column): at 360 px two models fit beside them,
// a third is scrolled to. A row whose values differ is marked with "≠" and, for screen readers,
// in words; the colour only repeats it.

export type ComparedModel = Product & { shown: ComparedPrice; queryType: QueryType; specs: SpecsShown };
type T = ToolMessages["compare"];

const { width, height } = IMAGE_SIZES.list;

export function CompareTable({ models, town, t }: { models: ComparedModel[]; town: string | null; t: T }) {
  const rows = compareRows(models);
  // Field names in the page's language, as on the model page's summary and specification table.
  const c = useMessages().catalogue;
  const names = useNames();
  const labels: Record<string, string> = { ...c.spec, mileage: c.mileage, pricePerKm: c.runningCost, speed: c.maxSpeed };
  const several = models.length > 1;
  const pricesDiffer = several && valuesDiffer(models.map((m) => String(shownFigure(m.shown))));
  return (
    <>
      {several ? <p className="muted compare-key">{t.differsKey}</p> : null}
      {/* The box scrolls sideways and takes keyboard focus, so a third column is reached without a pointer. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t.caption}>
        <table className={`data-table compare-table compare-${models.length}`} data-testid="compare-table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.feature}</th>
              {models.map((m, i) => (
                <th scope="col" key={`${m.brandName}|${m.name}`} data-testid="compare-model">
                  <Img src={modelImage(m.brandName, m.name)} drawing={familyOfType(m.typeName)} alt="" width={width} height={height} priority={i === 0} className="compare-image" />
                  <PageLink to={brandPath(m.brandName, m.name)}>{`${m.brandName} ${m.name}`}</PageLink>
                  {several ? (
                    <PageLink to={withTown(comparePath(models.filter((o) => o !== m)), town)} reload className="compare-remove" aria-label={fill(t.remove, { name: `${m.brandName} ${m.name}` })}>
                      ✕
                    </PageLink>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={pricesDiffer ? "differs" : undefined}>
              <RowLabel label={t.price} differs={pricesDiffer} t={t} />
              {models.map((m) => (
                <td key={`${m.brandName}|${m.name}`} data-testid="compare-price">
                  <PriceCell model={m} t={t} />
                  <EnquiryButton
                    input={{ typeOfQuery: m.queryType, brandName: m.brandName, modelName: m.name, ...(m.shown.kind === "town" ? { cityName: m.shown.town } : {}) }}
                    className="button button-small compare-enquire"
                  >
                    {m.queryType === "Dealership" ? c.modelPage.knowMore : c.modelPage.findDealer}
                  </EnquiryButton>
                </td>
              ))}
            </tr>
            {rows.map((row) => {
              const differs = several && row.differs;
              return (
                <tr key={row.field} className={differs ? "differs" : undefined}>
                  <RowLabel label={labels[row.field] ?? row.label} differs={differs} t={t} />
                  {models.map((m, i) => {
                    // the running cost is the tool's own figure, worked out on the server
                    const shown = row.field === "pricePerKm" ? undefined : m.specs[row.field];
                    return <td key={i}>{shown ? <SpecValue shown={shown} /> : names.spec(row.values[i]!)}</td>;
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function RowLabel({ label, differs, t }: { label: string; differs: boolean; t: T }) {
  return (
    <th scope="row">
      {label}
      {differs ? (
        <>
          <span aria-hidden="true" className="compare-differs"> ≠</span>
          <span className="visually-hidden">{` (${t.differs})`}</span>
        </>
      ) : null}
    </th>
  );
}

function PriceCell({ model: m, t }: { model: ComparedModel; t: T }) {
  const { shown } = m;
  const { town } = useNames();
  if (shown.kind === "town") {
    return (
      <PageLink to={modelCityPath(m.brandName, m.name, shown.town)} className="compare-price">
        <strong>{formatInr(shown.onRoad ?? shown.exShowroom)}</strong>
        <small>{shown.km > 0 ? fill(shown.onRoad === null ? t.exShowroomNear : t.onRoadNear, { town: town(shown.town), km: shown.km }) : fill(shown.onRoad === null ? t.exShowroomIn : t.onRoadIn, { town: town(shown.town) })}</small>
        {shown.onRoad === null ? null : <small>{fill(t.exShowroom, { price: formatInr(shown.exShowroom) })}</small>}
      </PageLink>
    );
  }
  return (
    <span className="compare-price">
      {shown.missingIn ? <small>{fill(t.notIn, { town: town(shown.missingIn) })}</small> : null}
      <strong>{shown.from ? fill(t.fromIn, { price: formatInr(shown.from.price), town: town(shown.from.town) }) : t.noPrice}</strong>
    </span>
  );
}

/** A comparison's address with the chosen town kept. */
export function withTown(path: string, town: string | null): string {
  return town ? `${path}?${new URLSearchParams({ town })}` : path;
}
