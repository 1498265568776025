import { type ShownPhoto, altIn } from "#app/features/pictures/rules/gallery";
import { IMAGE_SIZES } from "#app/shared/images";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";

// A model's photos on its pages, without JavaScript (docs/decisions/129-pictures-that-sell.md): a
// strip of detail-size photos that snaps one photo at a time as a thumb swipes it, and below it
// the thumbnails, each a link to its photo's anchor (#photo-2), which scrolls the strip there.
// Every <img> has its width and height (no layout shift); only the first loads at once, with high
// priority, the rest when they come near the screen.

const { width, height } = IMAGE_SIZES.detail;
const THUMB = { width: 80, height: 50 };

export function PhotoGallery({ photos, title }: { photos: readonly ShownPhoto[]; title: string }) {
  const lang = useLang();
  const t = useMessages().catalogue.gallery;
  const count = photos.length;
  return (
    <div className="gallery" data-testid="photo-gallery">
      <div className="gallery-strip" role="group" aria-label={fill(t.photos, { title })} tabIndex={count > 1 ? 0 : undefined}>
        {photos.map((photo, i) => (
          <figure key={photo.src} id={`photo-${i + 1}`} className="gallery-slide">
            <img
              src={photo.src}
              alt={altIn(photo, lang, fill(t.photoOf, { title, n: i + 1 }))}
              width={width}
              height={height}
              className="detail-image"
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              fetchPriority={i === 0 ? "high" : undefined}
            />
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <p className="gallery-thumbs">
          {photos.map((photo, i) => (
            <a key={photo.src} href={`#photo-${i + 1}`} aria-label={fill(t.showPhoto, { n: i + 1, count })}>
              <img src={photo.thumb} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
            </a>
          ))}
        </p>
      ) : null}
    </div>
  );
}
