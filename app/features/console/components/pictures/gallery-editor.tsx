import { Form, Link } from "react-router";
import type { GalleryView } from "#app/features/console/context";
import type { PictureWords } from "#app/features/console/components/pictures/messages";
import { AltForm, PhotoButtons } from "#app/features/console/components/pictures/photo-forms";
import { UploadForm } from "#app/features/console/components/pictures/upload-form";
import { TokenField } from "#app/features/console/components/token-field";
import { MAX_PHOTOS, galleryQuery } from "#app/features/pictures/rules/gallery";
import { brandPath } from "#app/shared/rules/slug";
import { fill } from "#app/shared/i18n/use-messages";

// A gallery opened from the pictures list: its photos with what the operator can do with each
// (make main, move, describe, delete after a confirmation) and the upload form.

function heading(w: PictureWords, gallery: GalleryView) {
  const { owner } = gallery;
  if (owner.kind === "model") return fill(w.galleryOf, { name: `${owner.brandName} ${owner.modelName}` });
  if (owner.kind === "brand") return fill(w.logoOf, { name: owner.brandName });
  return fill(w.photoOfTrader, { name: owner.tName });
}

/** The public page that shows the owner's photos: a model's page, a brand's. */
function publicPage(gallery: GalleryView): string | null {
  const { owner } = gallery;
  if (owner.kind === "model") return brandPath(owner.brandName, owner.modelName);
  return owner.kind === "brand" ? brandPath(owner.brandName) : null;
}

export function GalleryEditor({ gallery, remove, w }: { gallery: GalleryView; remove: number | null; w: PictureWords }) {
  const here = `?${new URLSearchParams(galleryQuery(gallery.owner))}`;
  const { photos } = gallery;
  const page = publicPage(gallery);
  return (
    <div className="console-card console-gallery" data-testid="gallery-editor">
      <h2>{heading(w, gallery)}</h2>
      <p className="muted">
        {photos.length ? fill(w.count, { n: photos.length, max: MAX_PHOTOS }) : w.empty}
        {page ? (
          <>
            {" "}
            <Link to={page}>{w.view}</Link>
          </>
        ) : null}
      </p>
      <UploadForm action={here} w={w} />
      {photos.length ? (
        <ol className="console-photos" data-testid="gallery-photos">
          {photos.map((photo, i) => (
            <li key={photo.id} className="console-photo" data-testid="gallery-photo">
              <img src={photo.thumb} alt={photo.altEn || fill(w.photoNumber, { n: i + 1 })} width={160} height={100} loading="lazy" />
              <div className="console-photo-body">
                <p>
                  <b>{fill(w.photoNumber, { n: i + 1 })}</b>
                  {photo.isMain ? <span className="console-badge">{w.main}</span> : null}
                </p>
                <PhotoButtons action={here} id={photo.id} first={i === 0} last={i === photos.length - 1} main={photo.isMain} w={w} />
                <AltForm action={here} id={photo.id} altEn={photo.altEn} altHi={photo.altHi} w={w} />
                {remove === photo.id ? (
                  <Form method="post" action={here} className="console-confirm" aria-label={w.remove}>
                    <TokenField />
                    <input type="hidden" name="id" value={photo.id} />
                    <p>{w.confirmRemove}</p>
                    <button type="submit" name="intent" value="delete" className="button button-danger">
                      {w.yesRemove}
                    </button>{" "}
                    <Link to={here} className="button button-secondary">
                      {w.keep}
                    </Link>
                  </Form>
                ) : (
                  <Link to={`${here}&remove=${photo.id}`} className="console-remove" preventScrollReset>
                    {w.remove}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
