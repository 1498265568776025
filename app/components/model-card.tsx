import type { ModelCardItem } from "#app/lib/list-items";
import { modelImage } from "#app/domain/images";
import { exShowroomText } from "#app/domain/rules/price-breakup";
import { brandPath } from "#app/domain/rules/slug";
import { titleCase } from "#app/domain/rules/display-name";
import { Card } from "./cards";

// A model as a list card, linking to its specification screen.

type Props = { model: ModelCardItem; withBrand?: boolean; priority?: boolean };

export function ModelCard({ model, withBrand = false, priority }: Props) {
  return (
    <Card
      href={brandPath(model.brandName, model.name)}
      image={modelImage(model.brandName, model.name)}
      title={withBrand ? `${model.brandName} ${model.name}` : model.name}
      testId="model-card"
      priority={priority}
      detail={
        <>
          <span className="card-price">{exShowroomText(model.price)}</span>
          <span className="card-city">{titleCase(model.typeName)}</span>
        </>
      }
    />
  );
}
