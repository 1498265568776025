import type { ModelCardItem } from "#app/shared/lib/list-items";
import { modelImage } from "#app/shared/images";
import { exShowroomText } from "#app/shared/rules/price-breakup";
import { formatInr } from "#app/shared/rules/money";
import { fill } from "#app/shared/i18n/use-messages";
import { brandPath } from "#app/shared/rules/slug";
import type { Names } from "#app/shared/i18n/names";
import { comparePath } from "#app/features/tools/rules/compare";
import { familyOfType } from "#app/shared/vehicle-family";
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
