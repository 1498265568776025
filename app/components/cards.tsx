import { preload } from "react-dom";
import { PageLink, pageLinkMarkup } from "#app/components/page-link";
import { IMAGE_SIZES } from "#app/domain/images";
import { escapeMarkup } from "#app/lib/markup";
import { Img, imgMarkup } from "./img";
import { usePictureSrc } from "./picture-versions";

// The cards of the catalogue lists: picture, title and price line link to the screen of the
// thing; an action (enquiry button) sits below, outside the link, so no button nests in a link.
// Cards without an action are only a link, and a grid of them is written as markup
// (lib/markup.ts); cards with an action are React elements.

const { width, height } = IMAGE_SIZES.list;

export type CardData = {
  href: string;
  image: string;
  title: string;
  /** A line under the title inside the link (price, city), as markup. */
  detail?: string | undefined;
  testId?: string | undefined;
  /** The first card of a list at the top of its screen: its picture is the page's largest paint. */
  priority?: boolean | undefined;
};

export function Card({ card, action }: { card: CardData; action?: React.ReactNode }) {
  const { href, image, title, detail, testId, priority } = card;
  return (
    <li className="card" data-testid={testId}>
      <PageLink to={href} className="card-link">
        <Img src={image} alt={title} width={width} height={height} priority={priority} className="card-image" />
        <span className="card-title">{title}</span>
        {detail ? <span className="card-detail" dangerouslySetInnerHTML={{ __html: detail }} /> : null}
      </PageLink>
      {action ? <div className="card-action">{action}</div> : null}
    </li>
  );
}

function cardMarkup({ href, image, title, detail, testId, priority }: CardData): string {
  const testIdAttribute = testId ? ` data-testid="${escapeMarkup(testId)}"` : "";
  const picture = imgMarkup({ src: image, alt: title, width, height, priority, className: "card-image" });
  const detailSpan = detail ? `<span class="card-detail">${detail}</span>` : "";
  const link = pageLinkMarkup(href, `${picture}<span class="card-title">${escapeMarkup(title)}</span>${detailSpan}`, "card-link");
  return `<li class="card"${testIdAttribute}>${link}</li>`;
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

/** A grid of cards that are only links, written as markup. */
export function LinkCardGrid({ cards: given, columns = 3, label, testId }: GridProps & { cards: CardData[] }) {
  const pictureSrc = usePictureSrc();
  const cards = given.map((card) => ({ ...card, image: pictureSrc(card.image) }));
  // React preloads a high-priority <img> it renders from the head; these are markup, so ask it to.
  for (const card of cards) if (card.priority) preload(card.image, { as: "image", fetchPriority: "high" });
  return (
    <ul
      className={`card-grid card-grid-${columns}`}
      aria-label={label}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: cards.map(cardMarkup).join("") }}
    />
  );
}
