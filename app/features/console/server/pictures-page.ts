import { data, type RouterContextProvider } from "react-router";
import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { type PictureWords, pictureWords } from "#app/features/console/components/pictures/messages";
import { readListQuery } from "#app/features/console/rules/list-query";
import { LIST_FILTERS } from "#app/features/console/rules/lists";
import { PICTURE_MB } from "#app/features/console/rules/picture-size";
import { type FileOutcome, MAX_ALT, MAX_FILES_PER_UPLOAD, MAX_PHOTOS, type PhotoChange, galleryTargetOf } from "#app/features/pictures/rules/gallery";
import { echoed } from "#app/shared/rules/echo";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";

// The console's pictures page (docs/decisions/129-pictures-that-sell.md) on the server: the list
// of what has a photo, the gallery a row opens, and the answer to each upload or photo change.

type Context = Readonly<RouterContextProvider>;

/** The list page asked for, and the gallery it opens (null: none asked, or none by that name). */
export async function picturesPage(request: Request, context: Context) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, LIST_FILTERS.pictures);
  const target = galleryTargetOf(params);
  const console = context.get(consoleContext);
  const [page, gallery] = await Promise.all([console.lists.pictures(query), target ? console.gallery(target) : null]);
  const remove = Number(params.get("remove")) || null;
  return { query, page, asked: target !== null, gallery, remove };
}

type Line = { ok: boolean; text: string };
export type PictureAnswer = { ok: boolean; message: string; lines?: Line[] };

/** Each file's answer, in the operator's words. */
function fileLines(w: PictureWords, outcomes: readonly FileOutcome[]): Line[] {
  return outcomes.map((o) => ({
    ok: o.ok,
    text: o.ok ? fill(w.stored, { file: echoed(o.name) }) : fill(w.refusals[o.reason], { file: echoed(o.name), mb: PICTURE_MB, max: MAX_PHOTOS, files: MAX_FILES_PER_UPLOAD }),
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

/** An upload or a change to one photo of the gallery in the address, answered in the operator's words. */
export async function pictureAction(request: Request, context: Context) {
  const w = pictureWords[consoleLangOf(request)];
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data<PictureAnswer>({ ok: false, message: w.expired }, { status: 403 });
  const target = galleryTargetOf(new URL(request.url).searchParams);
  if (!target) return data<PictureAnswer>({ ok: false, message: w.unknown }, { status: 400 });
  const console = context.get(consoleContext);
  const intent = String(form.get("intent") ?? "upload");
  if (intent === "upload") {
    // A form sent with no file chosen still carries one empty, nameless part.
    const chosen = form.getAll("file").filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ""));
    if (!chosen.length) return data<PictureAnswer>({ ok: false, message: w.chooseFiles }, { status: 400 });
    const files = await Promise.all(chosen.slice(0, MAX_FILES_PER_UPLOAD).map(async (f) => ({ name: f.name || "?", bytes: new Uint8Array(await f.arrayBuffer()) })));
    // Files past the form's limit are not read, and each is told so: none goes unanswered.
    const unread: FileOutcome[] = chosen.slice(MAX_FILES_PER_UPLOAD).map((f) => ({ name: f.name || "?", ok: false, reason: "too_many_files" }));
    const outcome = await console.addPhotos(target, files);
    if (!outcome.ok) return data<PictureAnswer>({ ok: false, message: w.unknown }, { status: outcome.status });
    const outcomes = [...outcome.value, ...unread];
    const stored = outcomes.filter((o) => o.ok).length;
    const message = stored > 1 ? fill(w.storedCount, { n: stored }) : stored ? w.storedOne : w.noneStored;
    // Some stored and some refused is still a success: the good ones are on the site.
    return data<PictureAnswer>({ ok: stored > 0, message, lines: fileLines(w, outcomes) }, { status: stored ? 200 : 400 });
  }
  const change = changeOf(intent, form);
  const id = Number(form.get("id"));
  if (!change || !Number.isInteger(id)) return data<PictureAnswer>({ ok: false, message: w.gone }, { status: 400 });
  const outcome = await console.changePhoto(target, id, change);
  if (!outcome.ok) {
    const message = outcome.status === 400 ? fill(w.altTooLong, { max: MAX_ALT }) : outcome.status === 404 ? w.gone : outcome.message;
    return data<PictureAnswer>({ ok: false, message }, { status: outcome.status });
  }
  return data<PictureAnswer>({ ok: true, message: w[DONE[intent]!] as string });
}
