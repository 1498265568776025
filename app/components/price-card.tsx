import type { PriceListItem } from "#app/lib/list-items";
import { modelImage } from "#app/domain/images";
import { modelCityPath } from "#app/domain/rules/paths";
import { cardPriceText } from "#app/domain/rules/price-breakup";
import { priceLabel } from "#app/domain/rules/price-label";
import { Card } from "./cards";
import { EnquiryButton } from "./enquiry-button";

// A model's price in a city as a list card (spec §2): image, brand-model, the ex-showroom price
// or "View More" when it is 0, linking to the model-in-city screen; optionally the row's label
// button (spec §4 "Label of a price row").

type Props = { row: PriceListItem; showCity?: boolean; withLabel?: boolean; priority?: boolean };

export function PriceCard({ row, showCity = false, withLabel = false, priority }: Props) {
  const title = `${row.brandName} ${row.name}`;
  const label = priceLabel(row);
  return (
    <Card
      href={modelCityPath(row.brandName, row.name, row.cityName)}
      image={modelImage(row.brandName, row.name)}
      title={title}
      testId="price-card"
      priority={priority}
      detail={
        <>
          <span className="card-price">{cardPriceText(row.exShowroomPrice)}</span>
          {showCity ? <span className="card-city">{row.cityName}</span> : null}
        </>
      }
      action={
        withLabel ? (
          <EnquiryButton
            input={{ typeOfQuery: label, brandName: row.brandName, modelName: row.name, cityName: row.cityName }}
            className="button button-small"
          >
            {label}
          </EnquiryButton>
        ) : null
      }
    />
  );
}
