import type { PriceText } from "#app/shared/rules/price-breakup";
import { PageLink } from "#app/shared/components/page-link";
import { IMAGE_SIZES } from "#app/shared/images";
import type { Family } from "#app/shared/vehicle-family";
import { Img } from "../../../shared/components/img";
import { priceText, useMessages } from "#app/shared/i18n/use-messages";

// The cards of the catalogue lists: picture, title and price line link to the screen of the
// thing; an action (enquiry button) and a model's "Compare" link sit below, outside the link, so
// no button nests in a link.

const { width, height } = IMAGE_SIZES.list;

export type CardData = {
  href: string;
  image: string;
  /** A model's vehicle family, drawn until its photo is uploaded. */
  drawing?: Family | undefined;
  title: string;
  /** The line under the title inside the link: a price, then a note (city, type, category). */
  price?: PriceText | undefined;
  note?: string | undefined;
  testId?: string | undefined;
  /** The first card of a list at the top of its screen: its picture is the page's largest paint. */
  priority?: boolean | undefined;
  /** A model's card: the compare page with this model in it, offered beside the card's action. */
  compare?: string | undefined;
};

export function Card({ card, action }: { card: CardData; action?: React.ReactNode }) {
  const { href, image, drawing, title, price, note, testId, priority, compare } = card;
  const t = useMessages().catalogue;
  return (
    <li className="card" data-testid={testId}>
      <PageLink to={href} className="card-link">
        {/* The title below names the card: the picture's alt would repeat it. */}
        <Img src={image} drawing={drawing} alt="" width={width} height={height} priority={priority} className="card-image" />
        <span className="card-title">{title}</span>
        {price || note ? (
          <span className="card-detail">
            {price ? <span className="card-price">{priceText(t, price)}</span> : null}
            {note ? <span className="card-city">{note}</span> : null}
          </span>
        ) : null}
      </PageLink>
      {action || compare ? (
        <div className="card-action">
          {action}
          {compare ? (
            <PageLink to={compare} reload className="card-compare" rel="nofollow" aria-label={`${t.compare}: ${title}`}>
              {t.compare}
            </PageLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

type GridProps = { columns?: 3 | 4; label?: string; testId?: string };

/** A grid of cards: one column on phones, then rows of 3 (or 4); CSS recomputes it on resize. */
export function CardGrid({ children, columns = 3, label, testId }: GridProps & { children: React.ReactNode }) {
  return (
    <ul className={`card-grid card-grid-${columns}`} aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}

/** A grid of cards that are only links (no action under them). */
export function LinkCardGrid({ cards, ...grid }: GridProps & { cards: CardData[] }) {
  return (
    <CardGrid {...grid}>
      {cards.map((card, i) => (
        // cards come whole from the data and are never reordered in place
        <Card key={i} card={card} />
      ))}
    </CardGrid>
  );
}
