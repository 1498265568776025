import type { ReactNode } from "react";
import { useNames } from "#app/shared/i18n/names";
import { ChipLinks } from "#app/shared/components/chip-links";
import { ModelSummary, OperatorText } from "#app/shared/components/content/page-intro";
import { KeyValueTable } from "#app/shared/components/tables";
import { modelCityPath } from "#app/shared/rules/paths";
import { specCell } from "#app/features/catalogue/components/spec-value";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelData } from "#app/features/catalogue/server/model-page";

/**
 * The sections of a model's page below its head: the specification, the buyer tools (given by the
 * route), the about text and links to the model's page in each town it is priced in.
 */
export function ModelSections({ loaderData, tools }: { loaderData: ModelData; tools: ReactNode }) {
  const { product: p, specs, cities } = loaderData;
  const c = useMessages().catalogue;
  const t = c.modelPage;
  const names = useNames();
  const title = `${p.brandName} ${p.name}`;
  return (
    <>
      <section aria-labelledby="model-spec">
        <h2 id="model-spec">{fill(t.specs, { title })}</h2>
        <KeyValueTable rows={loaderData.specTable.map((field) => ({ label: c.spec[field] ?? field, value: specCell(specs, field) }))} testId="model-spec-table" />
      </section>

      {tools}

      <section aria-labelledby="model-about" className="panel">
        <h2 id="model-about">{fill(t.about, { title })}</h2>
        <ModelSummary text={loaderData.summary} />
        <OperatorText shown={loaderData.about} />
      </section>

      {cities.length ? (
        <section aria-labelledby="model-cities">
          <h2 id="model-cities">{fill(t.cities, { title })}</h2>
          <ChipLinks
            label={fill(t.byCity, { title })}
            testId="model-city-links"
            links={cities.map((city) => ({ href: modelCityPath(p.brandName, p.name, city), label: fill(t.priceIn, { city: names.town(city) }) }))}
          />
        </section>
      ) : null}
    </>
  );
}
