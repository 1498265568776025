import type { ModelCardItem } from "#app/lib/list-items";
import { modelImage } from "#app/domain/images";
import { exShowroomText } from "#app/domain/rules/price-breakup";
import { brandPath } from "#app/domain/rules/slug";
import { titleCase } from "#app/domain/rules/display-name";
import { familyOfType } from "#app/domain/vehicle-family";
import type { CardData } from "./cards";

// A model as a list card, linking to its specification screen.

type Options = { withBrand?: boolean; priority?: boolean };

export function modelCard(model: ModelCardItem, { withBrand = false, priority }: Options = {}): CardData {
  return {
    href: brandPath(model.brandName, model.name),
    image: modelImage(model.brandName, model.name),
    drawing: familyOfType(model.typeName),
    title: withBrand ? `${model.brandName} ${model.name}` : model.name,
    testId: "model-card",
    priority,
    price: exShowroomText(model.price),
    note: titleCase(model.typeName),
  };
}
