import type { PriceListItem } from "#app/shared/lib/list-items";
import { modelImage } from "#app/shared/images";
import { modelCityPath } from "#app/shared/rules/paths";
import { cardPriceText } from "#app/shared/rules/price-breakup";
import { priceLabel } from "#app/features/catalogue/rules/price-label";
import { comparePath } from "#app/features/tools/rules/compare";
import { familyOfType } from "#app/shared/vehicle-family";
import { Card, type CardData } from "./cards";
import { EnquiryButton } from "../../enquiry/components/enquiry-button";
import { useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";

// A model's price in a city as a list card: image, brand-model, the ex-showroom price
// or "View More" when it is 0, linking to the model-in-city screen; optionally the row's label
// button.

type Options = { showCity?: boolean; priority?: boolean; note?: string | undefined };

export function priceCard(row: PriceListItem, { showCity = false, priority, note }: Options = {}): CardData {
  return {
    href: modelCityPath(row.brandName, row.name, row.cityName),
    image: modelImage(row.brandName, row.name),
    drawing: familyOfType(row.type),
    title: `${row.brandName} ${row.name}`,
    testId: "price-card",
    priority,
    price: cardPriceText(row.exShowroomPrice),
    note: note ?? (showCity ? row.cityName : undefined),
    compare: comparePath([row]),
  };
}

/** The price card with its label button (an enquiry), for lists that offer one per row. */
export function LabelledPriceCard({ row, ...options }: { row: PriceListItem } & Options) {
  const t = useMessages().catalogue;
  const names = useNames();
  const label = priceLabel(row);
  const input = { typeOfQuery: label, brandName: row.brandName, modelName: row.name, cityName: row.cityName };
  return (
    <Card
      card={priceCard(row, { ...options, note: options.note ?? (options.showCity ? names.town(row.cityName) : undefined) })}
      action={
        <EnquiryButton input={input} className="button button-small">
          {t.priceLabels[label]}
        </EnquiryButton>
      }
    />
  );
}
