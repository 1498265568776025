import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { shrinkChosen } from "#app/features/console/components/pictures/send-photos";
import type { PictureWords } from "#app/features/console/components/pictures/messages";
import { TokenField } from "#app/features/console/components/token-field";
import { MAX_FILES_PER_UPLOAD } from "#app/features/pictures/rules/gallery";
import { fill } from "#app/shared/i18n/use-messages";

/** A gallery's upload form: several photos at once, from a phone's gallery or camera. */
export function UploadForm({ action, w }: { action: string; w: PictureWords }) {
  const input = useRef<HTMLInputElement>(null);
  const shrinking = useRef<Promise<void> | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the page has its scripts, chosen photos are made smaller before they are sent
  // (send-photos.ts); without them the form posts the files as chosen.
  const shrink = () => {
    const field = input.current;
    if (!field) return;
    setBusy(true);
    const job: Promise<void> = shrinkChosen(field)
      .catch(() => undefined)
      .finally(() => {
        if (shrinking.current !== job) return;
        shrinking.current = null;
        setBusy(false);
      });
    shrinking.current = job;
  };
  // Photos chosen while the page was still loading.
  useEffect(() => {
    if (input.current?.files?.length) shrink();
  }, []);
  const sendWhenShrunk = (event: React.FormEvent<HTMLFormElement>) => {
    const job = shrinking.current;
    if (!job) return;
    event.preventDefault();
    const form = event.currentTarget;
    void job.then(() => form.requestSubmit());
  };
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="console-form console-upload" data-testid="upload-form" onSubmit={sendWhenShrunk}>
      <TokenField />
      <input type="hidden" name="intent" value="upload" />
      <label className="console-field console-drop">
        <span>{w.uploadLabel}</span>
        {/* image/*: a phone offers its gallery and its camera; the type is checked from the bytes. */}
        <input ref={input} type="file" name="file" multiple accept="image/*" required onChange={shrink} />
        <small className="muted">{fill(w.uploadHelp, { files: MAX_FILES_PER_UPLOAD })}</small>
        {/* Dropping files on a file input is the browser's own: no script needed. */}
        <small className="muted">{w.dropHere}</small>
      </label>
      {busy ? (
        <p className="muted" role="status" data-testid="shrinking">
          {w.shrinking}
        </p>
      ) : null}
      <button type="submit" className="button">
        {w.upload}
      </button>
    </Form>
  );
}
