import type { ModelCardItem } from "#app/lib/list-items";
import { modelImage } from "#app/domain/images";
import { exShowroomText } from "#app/domain/rules/price-breakup";
import { formatInr } from "#app/domain/billing/money";
import { fill } from "#app/i18n/use-messages";
import { brandPath } from "#app/domain/rules/slug";
import type { Names } from "#app/i18n/names";
import { comparePath } from "#app/domain/tools/compare";
import { familyOfType } from "#app/domain/vehicle-family";
import type { CardData } from "./cards";

// A model as a list card, linking to its specification screen, with its "from" price: the lowest
// ex-showroom price over its towns (rules/from-price.ts), worded by the page's `fromPrice` message.

type Options = { withBrand?: boolean; priority?: boolean; fromWords: string; names: Names };

export function modelCard(model: ModelCardItem, { withBrand = false, priority, fromWords, names }: Options): CardData {
  return {
    href: brandPath(model.brandName, model.name),
    image: modelImage(model.brandName, model.name),
    drawing: familyOfType(model.typeName),
    title: withBrand ? `${model.brandName} ${model.name}` : model.name,
    testId: "model-card",
    priority,
    price: model.from > 0 ? fill(fromWords, { price: formatInr(model.from) }) : exShowroomText(0),
    note: names.type(model.typeName),
    compare: comparePath([model]),
  };
}
