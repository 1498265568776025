import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ADMIN_TOKEN, bodyText, fetchWorker, postForm, section, signIn } from "./helpers";
import { jpegPhoto, pngPhoto, webpPhoto } from "./helpers/photos";

// One check for every uploaded picture, by its header and a test decode, on both paths: the
// operator API's PUT /admin/api/images/… and the console's photo upload
// (app/features/pictures/server/photo-sizes.ts checkedPicture). A picture that passes is stored; one that does
// not is refused with its reason and stored nowhere.

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const u32le = (n: number) => [...u24le(n), (n >>> 24) & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A whole PNG whose header says 40000 × 40000 (1.6 gigapixels): the chunks run from IHDR to IEND. */
function pixelBomb(): Uint8Array<ArrayBuffer> {
  const ihdr = [...u32be(40_000), ...u32be(40_000), 8, 6, 0, 0, 0];
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...ascii("IHDR"), ...ihdr, 0, 0, 0, 0, ...u32be(0), ...ascii("IEND"), 0xae, 0x42, 0x60, 0x82]);
}

/** A lossy WebP wrapped in an extended header (VP8X) whose canvas is 100 × 100: the picture inside is smaller. */
function webpWithCanvas(simple: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = simple.subarray(12); // "VP8 ", its size, its frame
  const vp8x = [...ascii("VP8X"), ...u32le(10), 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  return Uint8Array.from([...ascii("RIFF"), ...u32le(4 + vp8x.length + chunk.length), ...ascii("WEBP"), ...vp8x, ...chunk]);
}

/** A WebP whose RIFF header gives another length than the file's. */
function webpWrongLength(simple: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = Uint8Array.from(simple);
  copy.set(u32le(simple.byteLength - 8 + 100), 4);
  return copy;
}

async function refusedFiles() {
  const jpeg = await jpegPhoto(64, 48, 21);
  const png = await pngPhoto(64, 48, 22);
  const webp = await webpPhoto(32, 24, 23);
  return [
    { name: "bomb.png", bytes: pixelBomb(), api: "too_many_pixels", line: "bomb.png: too many pixels to resize." },
    // cut at 60 %: the end-of-image marker and the last chunks are missing
    { name: "cut.jpg", bytes: jpeg.slice(0, Math.floor(jpeg.byteLength * 0.6)), api: "unreadable_picture", line: "cut.jpg: the photo could not be read." },
    { name: "cut.png", bytes: png.slice(0, Math.floor(png.byteLength * 0.6)), api: "unreadable_picture", line: "cut.png: the photo could not be read." },
    { name: "length.webp", bytes: webpWrongLength(webp), api: "unreadable_picture", line: "length.webp: the photo could not be read." },
    { name: "canvas.webp", bytes: webpWithCanvas(webp, 100, 100), api: "unreadable_picture", line: "canvas.webp: the photo could not be read." },
  ];
}

const put = (path: string, body: Uint8Array<ArrayBuffer>) =>
  fetchWorker(`/admin/api/images/${path}`, { method: "PUT", headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body });

test("the picture API refuses a pixel bomb, a cut JPEG or PNG and a WebP whose sizes disagree, storing nothing; whole pictures of each type pass", async () => {
  for (const { name, bytes, api } of await refusedFiles()) {
    const res = await put("model/Mahindra/Treo", bytes);
    expect(res.status, name).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code, name).toBe(api);
  }
  expect(await env.IMAGES.head("model/Mahindra/Treo.jpg")).toBeNull();
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM image_version WHERE key = 'model/Mahindra/Treo.jpg'").first("n")).toBe(0);
  for (const [type, bytes] of [["image/jpeg", await jpegPhoto(64, 48, 24)], ["image/png", await pngPhoto(64, 48, 25)], ["image/webp", await webpPhoto(32, 24, 26)]] as const) {
    const res = await put("model/Mahindra/Treo", bytes);
    expect(res.status, type).toBe(201);
    expect(((await res.json()) as { contentType: string }).contentType).toBe(type);
  }
});

test("the console's upload refuses the same files with the same check, each with its own line", async () => {
  const b = await signIn();
  const form = new FormData();
  form.set("intent", "upload");
  const files = await refusedFiles();
  for (const { name, bytes } of files) form.append("file", new File([bytes], name));
  const res = await postForm(b, "/admin/pictures?brand=Mahindra&model=Treo", form);
  expect(res.status).toBe(400);
  const lines = [...section(await res.text(), "file-answers").matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => bodyText(m[1]!));
  expect(lines).toHaveLength(files.length);
  files.forEach((f, i) => expect(lines[i], f.name).toContain(f.line));
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM photo WHERE ownerKey = 'model/Mahindra/Treo'").first("n")).toBe(0);
});
