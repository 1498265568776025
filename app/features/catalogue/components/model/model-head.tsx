import { useNames } from "#app/shared/i18n/names";
import { DetailImage } from "#app/features/pictures/components/detail-image";
import { Photos } from "#app/features/pictures/components/photos";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { KeyValueTable } from "#app/shared/components/tables";
import { ModelTownBox } from "#app/features/town/components/model-town-box";
import { modelImage } from "#app/shared/images";
import { familyOfType } from "#app/shared/vehicle-family";
import { exShowroomText } from "#app/shared/rules/price-breakup";
import { formatInr, formatInrPaise } from "#app/shared/rules/money";
import { queryTypeFor } from "#app/features/search/rules/query-type";
import { brandPath } from "#app/shared/rules/slug";
import { specCell } from "#app/features/catalogue/components/spec-value";
import { fill, priceText, useLang, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelData } from "#app/features/catalogue/server/model-page";

/** The head of a model's page: its photos (or drawing), name, the visitor's town, its summary and enquiry. */
export function ModelHead({ loaderData }: { loaderData: ModelData }) {
  const { product: p, photos, from, yourTown, costPerKm, specs } = loaderData;
  const title = `${p.brandName} ${p.name}`;
  const messages = useMessages();
  const c = messages.catalogue;
  const t = c.modelPage;
  const lang = useLang();
  const names = useNames();
  const queryType = queryTypeFor({ from: "model", typeName: p.typeName });
  const summary = [
    { label: c.price, value: from ? fill(c.fromPriceIn, { price: formatInr(from.price), town: names.town(from.town) }) : priceText(c, exShowroomText(0)) },
    { label: c.brand, value: p.brandName, href: brandPath(p.brandName) },
    { label: c.model, value: p.name },
    { label: c.mileage, value: specCell(specs, "mileage") },
    // the running-cost tool's own figure, so the page says one thing
    { label: c.runningCost, value: costPerKm !== null ? fill(c.costPerKm, { cost: formatInrPaise(costPerKm) }) : names.spec(p.pricePerKm) || "-" },
    { label: c.maxSpeed, value: specCell(specs, "speed") },
  ];
  return (
    <div className="product-head">
      {photos.length ? (
        <Photos photos={photos} title={title} />
      ) : (
        <DetailImage src={modelImage(p.brandName, p.name)} drawing={familyOfType(p.typeName)} alt={title} />
      )}
      <div>
        <h1>{title}</h1>
        {p.h2 && lang === "en" ? <h2 className="muted">{p.h2}</h2> : null}
        {/* The visitor's town first: its price and nearest dealers above the list price (decision 115). */}
        {yourTown ? <ModelTownBox yourTown={yourTown} brandName={p.brandName} modelName={p.name} /> : null}
        {loaderData.townUnknown ? (
          <p className="form-errors" role="alert" data-testid="town-unknown">
            {fill(messages.town.picker.notFound, { typed: loaderData.townUnknown })}
          </p>
        ) : null}
        <KeyValueTable rows={summary} testId="model-summary" />
        <div className="action-row">
          <EnquiryButton input={{ typeOfQuery: queryType, brandName: p.brandName, modelName: p.name }} className="button button-accent">
            {queryType === "Dealership" ? t.knowMore : t.findDealer}
          </EnquiryButton>
        </div>
      </div>
    </div>
  );
}
