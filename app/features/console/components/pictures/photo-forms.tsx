import { Form } from "react-router";
import type { PictureWords } from "#app/features/console/components/pictures/messages";
import { TokenField } from "#app/features/console/components/token-field";
import { MAX_ALT } from "#app/features/pictures/rules/gallery";

// The forms beside each photo of a gallery: make it the main one or move it, and say what it shows.

export function PhotoButtons({ action, id, first, last, main, w }: { action: string; id: number; first: boolean; last: boolean; main: boolean; w: PictureWords }) {
  return (
    <Form method="post" action={action} className="console-photo-actions" preventScrollReset>
      <TokenField />
      <input type="hidden" name="id" value={id} />
      {main ? null : (
        <button type="submit" name="intent" value="main" className="button button-secondary">
          {w.makeMain}
        </button>
      )}
      <button type="submit" name="intent" value="up" className="button button-secondary" disabled={first}>
        {w.up}
      </button>
      <button type="submit" name="intent" value="down" className="button button-secondary" disabled={last}>
        {w.down}
      </button>
    </Form>
  );
}

export function AltForm({ action, id, altEn, altHi, w }: { action: string; id: number; altEn: string; altHi: string; w: PictureWords }) {
  return (
    <Form method="post" action={action} className="console-form console-alt" preventScrollReset>
      <TokenField />
      <input type="hidden" name="id" value={id} />
      <label className="console-field">
        <span>{w.altEn}</span>
        <input type="text" name="altEn" defaultValue={altEn} maxLength={MAX_ALT} />
      </label>
      <label className="console-field">
        <span>{w.altHi}</span>
        <input type="text" name="altHi" defaultValue={altHi} maxLength={MAX_ALT} lang="hi" />
      </label>
      <small className="muted">{w.altHelp}</small>
      <button type="submit" name="intent" value="alt" className="button button-secondary">
        {w.saveAlt}
      </button>
    </Form>
  );
}
