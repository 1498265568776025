import { useEffect, useRef, useState } from "react";
import { Form, Link, data } from "react-router";
import { shrinkChosen } from "#app/components/console/pictures/send-photos";
import { type GalleryView, consoleContext } from "#app/console/context";
import { consoleLangOf } from "#app/console/lang";
import { consoleMeta } from "#app/console/meta";
import { consoleMetaLang, useConsoleLang } from "#app/console/use-console-words";
import { ConsoleList, ListRows } from "#app/components/console/lists/console-list";
import { ActionNotice } from "#app/components/console/notice";
import { type PictureWords, pictureWords } from "#app/components/console/pictures/messages";
import { TokenField } from "#app/components/console/token-field";
import { readListQuery } from "#app/domain/console/list-query";
import { LIST_FILTERS, type PictureRow } from "#app/domain/console/lists";
import { type FileOutcome, MAX_ALT, MAX_FILES_PER_UPLOAD, MAX_PHOTOS, type PhotoChange, galleryQuery, galleryTargetOf } from "#app/domain/gallery";
import { MAX_PICTURE_BYTES } from "#app/domain/pictures";
import { echoed } from "#app/domain/rules/echo";
import { brandPath } from "#app/domain/rules/slug";
import { fill } from "#app/i18n/use-messages";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/pictures";

// Pictures (docs/decisions/129-pictures-that-sell.md): every model, brand and trader is a row of a
// searchable, paged list (decision 126) that says what has no photo yet; a row opens its gallery
// above the list. There the operator adds photos — several at once, from a phone's gallery or
// camera, each file checked on its own — chooses the main one, changes the order, writes what each
// shows and deletes one after a confirmation. Every form works without JavaScript.

const MB = MAX_PICTURE_BYTES / 1024 / 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, LIST_FILTERS.pictures);
  const target = galleryTargetOf(params);
  const console = context.get(consoleContext);
  const [page, gallery] = await Promise.all([console.lists.pictures(query), target ? console.gallery(target) : null]);
  const remove = Number(params.get("remove")) || null;
  return { query, page, asked: target !== null, gallery, remove };
}

type Line = { ok: boolean; text: string };
type Answer = { ok: boolean; message: string; lines?: Line[] };

/** Each file's answer, in the operator's words. */
function fileLines(w: PictureWords, outcomes: readonly FileOutcome[]): Line[] {
  return outcomes.map((o) => ({
    ok: o.ok,
    text: o.ok ? fill(w.stored, { file: echoed(o.name) }) : fill(w.refusals[o.reason], { file: echoed(o.name), mb: MB, max: MAX_PHOTOS, files: MAX_FILES_PER_UPLOAD }),
  }));
}

function changeOf(intent: string, form: FormData): PhotoChange | null {
  if (intent === "main") return { main: true };
  if (intent === "up" || intent === "down") return { move: intent };
  if (intent === "alt") return { alt: { en: String(form.get("altEn") ?? ""), hi: String(form.get("altHi") ?? "") } };
  if (intent === "delete") return { remove: true };
  return null;
}

const DONE: Record<string, keyof PictureWords> = { main: "mainSet", up: "movedDone", down: "movedDone", alt: "altSaved", delete: "removed" };

export async function action({ request, context }: Route.ActionArgs) {
  const w = pictureWords[consoleLangOf(request)];
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data<Answer>({ ok: false, message: w.expired }, { status: 403 });
  const target = galleryTargetOf(new URL(request.url).searchParams);
  if (!target) return data<Answer>({ ok: false, message: w.unknown }, { status: 400 });
  const console = context.get(consoleContext);
  const intent = String(form.get("intent") ?? "upload");
  if (intent === "upload") {
    // A form sent with no file chosen still carries one empty, nameless part.
    const chosen = form.getAll("file").filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ""));
    if (!chosen.length) return data<Answer>({ ok: false, message: w.chooseFiles }, { status: 400 });
    const files = await Promise.all(chosen.slice(0, MAX_FILES_PER_UPLOAD).map(async (f) => ({ name: f.name || "?", bytes: new Uint8Array(await f.arrayBuffer()) })));
    // Files past the form's limit are not read, and each is told so: none goes unanswered.
    const unread: FileOutcome[] = chosen.slice(MAX_FILES_PER_UPLOAD).map((f) => ({ name: f.name || "?", ok: false, reason: "too_many_files" }));
    const outcome = await console.addPhotos(target, files);
    if (!outcome.ok) return data<Answer>({ ok: false, message: w.unknown }, { status: outcome.status });
    const outcomes = [...outcome.value, ...unread];
    const stored = outcomes.filter((o) => o.ok).length;
    const message = stored > 1 ? fill(w.storedCount, { n: stored }) : stored ? w.storedOne : w.noneStored;
    // Some stored and some refused is still a success: the good ones are on the site.
    return data<Answer>({ ok: stored > 0, message, lines: fileLines(w, outcomes) }, { status: stored ? 200 : 400 });
  }
  const change = changeOf(intent, form);
  const id = Number(form.get("id"));
  if (!change || !Number.isInteger(id)) return data<Answer>({ ok: false, message: w.gone }, { status: 400 });
  const outcome = await console.changePhoto(target, id, change);
  if (!outcome.ok) {
    const message = outcome.status === 400 ? fill(w.altTooLong, { max: MAX_ALT }) : outcome.status === 404 ? w.gone : outcome.message;
    return data<Answer>({ ok: false, message }, { status: outcome.status });
  }
  return data<Answer>({ ok: true, message: w[DONE[intent]!] as string });
}

/** A list row's address: its gallery chosen, the list's search, filters and page kept. */
function chooseHref(kept: Record<string, string>, row: PictureRow) {
  const query = new URLSearchParams(Object.entries(kept).filter(([, v]) => v));
  const target =
    row.kind === "trader"
      ? { trader: row.name }
      : row.kind === "model"
        ? { brand: row.brandName, model: row.name }
        : { brand: row.brandName };
  for (const [name, value] of Object.entries(target)) query.set(name, value);
  return `?${query}`;
}

export default function Pictures({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, asked, gallery, remove } = loaderData;
  const w = pictureWords[useConsoleLang()];
  const kept = { q: query.q, photo: query.filters.photo, kind: query.filters.kind, page: query.page > 1 ? String(query.page) : "" };
  const rows = page.rows.map((p) => ({
    key: `${p.kind}:${p.key}`,
    title: p.kind === "model" ? `${p.brandName} ${p.name}` : `${p.brandName} (${w.rowKinds[p.kind]})`,
    href: chooseHref(kept, p),
    cells: [p.photos > 1 ? fill(w.has, { n: p.photos }) : p.photos || p.version ? w.hasOne : w.none],
  }));
  const kinds = (["model", "brand", "trader"] as const).map((k) => [k, w.kinds[k]] as const);
  return (
    <section aria-labelledby="pictures-title">
      <h1 id="pictures-title">{w.title}</h1>
      <p className="console-lead">{fill(w.lead, { mb: MB })}</p>
      <ActionNotice answer={actionData} />
      {actionData?.lines?.length ? (
        <ul className="console-file-answers" data-testid="file-answers">
          {actionData.lines.map((line, i) => (
            <li key={i} className={line.ok ? "is-ok" : "is-error"}>
              {line.text}
            </li>
          ))}
        </ul>
      ) : null}
      {gallery ? <GalleryEditor gallery={gallery} remove={remove} w={w} /> : <p className="muted">{asked ? w.unknown : w.choose}</p>}
      <ConsoleList
        query={query}
        page={page}
        searchLabel={w.find}
        fields={[
          { name: "photo", label: w.photo, choices: [["has", w.hasOne], ["lacks", w.none]] },
          { name: "kind", label: w.kind, choices: kinds },
        ]}
      >
        <ListRows rows={rows} testId="picture-targets" />
      </ConsoleList>
    </section>
  );
}

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

function GalleryEditor({ gallery, remove, w }: { gallery: GalleryView; remove: number | null; w: PictureWords }) {
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

function UploadForm({ action, w }: { action: string; w: PictureWords }) {
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

function PhotoButtons({ action, id, first, last, main, w }: { action: string; id: number; first: boolean; last: boolean; main: boolean; w: PictureWords }) {
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

function AltForm({ action, id, altEn, altHi, w }: { action: string; id: number; altEn: string; altHi: string; w: PictureWords }) {
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

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(pictureWords[consoleMetaLang(matches)].title);
}
