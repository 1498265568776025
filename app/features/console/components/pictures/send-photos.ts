import { sendingSize } from "#app/features/pictures/rules/gallery";
import { MAX_PICTURE_BYTES } from "#app/shared/pictures";

// Photos as phones take them (docs/decisions/155): in the operator's browser, each chosen photo
// that is over the upload limit, longer than the console sends, or a type the site does not store
// (an iPhone's HEIC) is drawn at the sending size (app/features/pictures/rules/gallery.ts sendingSize), upright as
// the phone meant it (its EXIF orientation applied), and encoded again: a photo as a JPEG, a
// picture that may be transparent (PNG, WebP) as a WebP where the browser encodes one. What the
// browser cannot read is sent as chosen, for the Worker's one check to answer.

/** JPEG qualities tried in turn until the file fits the upload limit. */
const QUALITIES = [0.85, 0.75, 0.6];

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

const renamed = (name: string, type: string) => `${name.replace(/\.[^.]*$/, "") || "photo"}.${type === "image/webp" ? "webp" : "jpg"}`;

/** The photo as the console sends it. */
export async function photoToSend(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  const size = sendingSize({ bytes: file.size, type: file.type, width: bitmap.width, height: bitmap.height }, MAX_PICTURE_BYTES);
  if (!size) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const mayBeClear = file.type === "image/png" || file.type === "image/webp";
  for (const quality of QUALITIES) {
    let blob = mayBeClear ? await encode(canvas, "image/webp", quality) : null;
    // A browser that encodes no WebP answers PNG: a photo is then a JPEG.
    if (!blob || blob.type !== "image/webp") blob = await encode(canvas, "image/jpeg", quality);
    if (blob && blob.size <= MAX_PICTURE_BYTES) return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  }
  return file;
}

/** The input's files replaced by the ones to send (a file input takes a new list through a DataTransfer). */
export async function shrinkChosen(input: HTMLInputElement): Promise<void> {
  const chosen = [...(input.files ?? [])];
  if (!chosen.length) return;
  // One at a time: a phone's 12-megapixel photo takes about 48 MB once drawn, and a cheap phone has little to spare.
  const sent: File[] = [];
  for (const file of chosen) sent.push(await photoToSend(file));
  if (sent.every((file, i) => file === chosen[i])) return;
  const list = new DataTransfer();
  for (const file of sent) list.items.add(file);
  input.files = list.files;
}
