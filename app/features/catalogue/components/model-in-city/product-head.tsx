import { PageLink } from "#app/shared/components/page-link";
import { DetailImage } from "#app/features/pictures/components/detail-image";
import { Photos } from "#app/features/pictures/components/photos";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { modelImage } from "#app/shared/images";
import { familyOfType } from "#app/shared/vehicle-family";
import { typePath } from "#app/shared/rules/paths";
import { priceHeadline } from "#app/shared/rules/price-breakup";
import { priceLabel } from "#app/features/catalogue/rules/price-label";
import { whatsappShareHref } from "#app/features/seo/rules/share";
import { brandPath } from "#app/shared/rules/slug";
import { useNames } from "#app/shared/i18n/names";
import { fill, priceText, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelInCityData } from "#app/features/catalogue/server/model-in-city-page";

/** The head of a model's page in a town: its photos (or drawing), name, town price, enquiry and share. */
export function ModelInCityHead({ loaderData }: { loaderData: ModelInCityData }) {
  const { row, product: p, photos, page, url } = loaderData;
  const c = useMessages().catalogue;
  const t = c.modelCity;
  const names = useNames();
  const title = `${p.brandName} ${p.name}`;
  // `city` is the catalogue's name (addresses, enquiries); `town` is how the page names it.
  const city = row.cityName;
  const town = names.town(city);
  const headline = priceHeadline(row);
  const label = priceLabel(row);
  return (
    <div className="product-head">
      {photos.length ? (
        <Photos photos={photos} title={title} />
      ) : (
        <DetailImage src={modelImage(p.brandName, p.name)} drawing={familyOfType(p.typeName)} alt={title} />
      )}
      <div>
        <h1>{page.h1 || fill(t.h1, { title, city: town })}</h1>
        <p className="meta-links">
          <span>
            {t.brandLabel} <PageLink to={brandPath(p.brandName)}>{p.brandName}</PageLink>
          </span>
          <span>
            {t.typeLabel} <PageLink to={typePath(p.categoryName, p.typeName)}>{names.type(p.typeName)}</PageLink>
          </span>
        </p>
        <p className="headline" data-testid="price-headline">
          {headline.text ? (
            <>
              {priceText(c, headline.label)}: <strong>{headline.text}</strong>
            </>
          ) : (
            <a href="#offers">{priceText(c, headline.label)}</a>
          )}
        </p>
        <p>{fill(t.location, { city: town })}</p>
        <div className="action-row">
          <EnquiryButton input={{ typeOfQuery: label, brandName: p.brandName, modelName: p.name, cityName: city }} className="button button-accent">
            {c.priceLabels[label]}
          </EnquiryButton>
          <a className="share-link" href={whatsappShareHref(page.title || title, headline.text ? `${priceText(c, headline.label)} ${headline.text}` : "", url)} target="_blank" rel="noopener noreferrer">
            {t.share}
          </a>
        </div>
      </div>
    </div>
  );
}
