import { PageLink } from "#app/shared/components/page-link";
import { Img } from "#app/shared/components/img";
import { IMAGE_SIZES, modelImage } from "#app/shared/images";
import { brandPath } from "#app/shared/rules/slug";
import type { BrandProducts } from "#app/features/catalogue/rules/trader-profile";
import type { Family } from "#app/shared/vehicle-family";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";

// Product: up to 3 brands the trader deals in, each with up to 6 models (3 on dealer pages), as
// thumbnails linking to the model's specification page.

type Props = {
  heading: string;
  subheading?: string | undefined;
  products: BrandProducts[];
  /** The trader's one vehicle family, drawn for models without a photo (none when it has several). */
  drawing: Family | undefined;
};

export function ProductTab({ heading, subheading, products, drawing }: Props) {
  const t = useMessages().trader;
  const lang = useLang();
  const shown = products.filter((group) => group.models.length > 0);
  return (
    <>
      <h1>{heading}</h1>
      {subheading ? <p className="lead">{subheading}</p> : null}
      {shown.length === 0 ? <p>{t.noProducts}</p> : null}
      {shown.map((group) => (
        <section key={group.brandName} className="brand-products" data-testid="brand-products">
          <h2>
            <PageLink to={brandPath(group.brandName)} className="section-link">{group.brandName}</PageLink>
          </h2>
          <ul className="thumbs">
            {group.models.map((model) => (
              <li key={model.modelName}>
                <PageLink to={brandPath(model.brandName, model.modelName)} className="thumb">
                  <Img src={modelImage(model.brandName, model.modelName)} drawing={drawing} alt={`${model.brandName} ${model.modelName}`} {...IMAGE_SIZES.list} />
                  {/* the operator's English title on English pages; the model's own name on Hindi ones */}
                  <span className="thumb__title">{lang === "en" ? model.title : `${model.brandName} ${model.modelName}`}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
