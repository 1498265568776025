import { LinkCardGrid } from "#app/features/catalogue/components/cards";
import { modelCard } from "#app/features/catalogue/components/model-card";
import { HydrateApart } from "#app/shared/components/hydrate-apart";
import { BelowTheFold } from "#app/shared/components/below-the-fold";
import { CityPriceTable, KeyValueTable } from "#app/shared/components/tables";
import { specCell } from "#app/features/catalogue/components/spec-value";
import { OTHER_MODELS_ROW_SIZE } from "#app/shared/rules/lists";
import { brandPath } from "#app/shared/rules/slug";
import { useNames } from "#app/shared/i18n/names";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelInCityData } from "#app/features/catalogue/server/model-in-city-page";

// The lower sections of a model's page in a town: the brand's town prices beside the short
// specification, the footnote, and the brand's other models.

/** Other models of the brand: up to this many fetched and shown. */
export const OTHER_MODELS = 6;

/** The brand's town prices beside the short specification, the footnote, and the brand's other models. */
export function BrandSections({ loaderData }: { loaderData: ModelInCityData }) {
  const { row, product: p, brandPrices, brandModels, specs } = loaderData;
  const c = useMessages().catalogue;
  const t = c.modelCity;
  const names = useNames();
  const title = `${p.brandName} ${p.name}`;
  const town = names.town(row.cityName);
  const [, specHeading, othersHeading] = loaderData.page.h2;
  const shortSpec = [
    { label: c.brand, value: p.brandName },
    { label: c.model, value: p.name },
    { label: c.mileagePerCharge, value: specCell(specs, "mileage") },
    { label: c.motorType, value: specCell(specs, "motorType") },
    { label: c.motorPower, value: specCell(specs, "motorPower") },
    { label: c.maxSpeed, value: specCell(specs, "speed") },
    { label: c.fullSpec, value: fill(c.fullSpecOf, { title }), href: brandPath(p.brandName, p.name) },
  ];
  return (
    <>
      <HydrateApart>
        <div className="two-col">
          <BelowTheFold data={brandPrices}>
            {(rows) => <CityPriceTable rows={rows} caption={fill(t.cityPrices, { brand: p.brandName })} testId="brand-city-prices" />}
          </BelowTheFold>
          <KeyValueTable rows={shortSpec} caption={specHeading || fill(c.modelPage.specs, { title })} testId="short-spec" />
        </div>

        <p className="footnote">{fill(t.footnote, { title, city: town })}</p>
      </HydrateApart>

      <BelowTheFold data={brandModels}>
        {(models) => {
          const others = models.filter((m) => m.name !== p.name).slice(0, OTHER_MODELS);
          return others.length ? (
            <section aria-labelledby="other-models">
              <h2 id="other-models">{othersHeading || fill(t.otherModels, { brand: p.brandName })}</h2>
              <LinkCardGrid columns={OTHER_MODELS_ROW_SIZE} testId="other-models" cards={others.map((m) => modelCard(m, { withBrand: true, fromWords: c.fromPrice, names }))} />
            </section>
          ) : null;
        }}
      </BelowTheFold>
    </>
  );
}
