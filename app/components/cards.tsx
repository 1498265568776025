import { PageLink } from "#app/components/page-link";
import { IMAGE_SIZES } from "#app/domain/images";
import { Img } from "./img";

// The cards of the catalogue lists: picture, title and price line link to the screen of the
// thing; an action (enquiry button) sits below, outside the link, so no button nests in a link.

const { width, height } = IMAGE_SIZES.list;

type CardProps = {
  href: string;
  image: string;
  title: string;
  /** A line under the title inside the link (price, city). */
  detail?: React.ReactNode;
  action?: React.ReactNode;
  testId?: string;
  /** The first card of a list at the top of its screen: its picture is the page's largest paint. */
  priority?: boolean;
};

export function Card({ href, image, title, detail, action, testId, priority }: CardProps) {
  return (
    <li className="card" data-testid={testId}>
      <PageLink to={href} className="card-link">
        <Img src={image} alt={title} width={width} height={height} priority={priority} className="card-image" />
        <span className="card-title">{title}</span>
        {detail ? <span className="card-detail">{detail}</span> : null}
      </PageLink>
      {action ? <div className="card-action">{action}</div> : null}
    </li>
  );
}

type GridProps = { children: React.ReactNode; columns?: 3 | 4; label?: string; testId?: string };

/** A grid of cards: one column on phones, then rows of 3 (or 4); CSS recomputes it on resize. */
export function CardGrid({ children, columns = 3, label, testId }: GridProps) {
  return (
    <ul className={`card-grid card-grid-${columns}`} aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}
