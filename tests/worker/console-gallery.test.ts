import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { attr, bodyText, browse, DEALER, fetchWorker, getPage, postForm, section, signIn, tags, type Browser } from "./helpers";
import { jpegPhoto, pngPhoto, webpSize } from "./helpers/photos";

// Galleries (docs/decisions/129-pictures-that-sell.md): several photos of a model, a brand's logo,
// a trader's photo, uploaded from the console's pictures page — each file checked on its own,
// made into WebP at the sizes the pages show and kept as sent — with a main photo, an order, alt
// text and deletion; the model's pages show the gallery without JavaScript.

type Row = { id: number; position: number; isMain: number; version: string; sizes: string; originalKey: string; originalType: string; altEn: string; altHi: string };

const rowsOf = async (folder: string) =>
  (await env.DB.prepare("SELECT * FROM photo WHERE ownerKey = ?1 ORDER BY position, id").bind(folder).all<Row>()).results;

async function upload(b: Browser, query: string, files: File[]): Promise<{ status: number; html: string }> {
  const form = new FormData();
  form.set("intent", "upload");
  for (const file of files) form.append("file", file);
  const res = await postForm(b, `/admin/pictures?${query}`, form);
  return { status: res.status, html: await res.text() };
}

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type = "image/jpeg") => new File([bytes], name, { type });

test("uploaded photos are stored as WebP at each size the pages show, with the original, and a row per photo", async () => {
  const b = await signIn();
  const [front, side] = await Promise.all([jpegPhoto(1600, 1200, 1), jpegPhoto(1200, 900, 2)]);
  const back = await pngPhoto(700, 500, 3);
  const { status, html } = await upload(b, "brand=mahindra&model=treo", [file(front, "front.jpg"), file(side, "side.jpg"), file(back, "back.png", "image/png")]);
  expect(status).toBe(200);
  expect(bodyText(section(html, "file-answers"))).toBe("front.jpg: added. side.jpg: added. back.png: added.");
  const rows = await rowsOf("model/Mahindra/Treo");
  expect(rows.map((r) => [r.position, r.isMain, r.originalType])).toEqual([[0, 1, "image/jpeg"], [1, 0, "image/jpeg"], [2, 0, "image/png"]]);
  for (const row of rows) {
    const sizes = JSON.parse(row.sizes) as Record<string, string>;
    expect(Object.keys(sizes).sort()).toEqual(["detail", "list", "thumb"]);
    for (const [name, key] of Object.entries(sizes)) {
      expect(key).toBe(`photo/model/Mahindra/Treo/${row.version}-${name}.webp`);
      const object = await env.IMAGES.get(key);
      expect(object?.httpMetadata?.contentType).toBe("image/webp");
      const bytes = new Uint8Array(await object!.arrayBuffer());
      const expected = { detail: { width: 550, height: 340 }, list: { width: 350, height: 220 }, thumb: { width: 160, height: 100 } }[name];
      expect(webpSize(bytes), key).toEqual(expected);
    }
    expect(row.originalKey).toBe(`photo/model/Mahindra/Treo/${row.version}-original.${row.originalType === "image/png" ? "png" : "jpg"}`);
  }
  // the original is kept byte for byte
  expect(new Uint8Array(await (await env.IMAGES.get(rows[0]!.originalKey))!.arrayBuffer())).toEqual(front);
  // the main photo is published at the address the cards show, with its version
  const published = await fetchWorker(`/image/model/Mahindra/Treo.jpg?v=${rows[0]!.version}`);
  expect(published.headers.get("Content-Type")).toBe("image/webp");
  expect(published.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(webpSize(new Uint8Array(await published.arrayBuffer()))).toEqual({ width: 350, height: 220 });
});

test("a bad file is refused with its own message while the good ones are stored", async () => {
  const b = await signIn();
  const good = await jpegPhoto(900, 600, 4);
  const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
  // a PNG whose header says 20000 × 20000: refused before it is decoded
  const bomb = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0, 0]);
  const big = new Uint8Array(2 * 1024 * 1024 + 1);
  big.set(good.subarray(0, 16));
  const { status, html } = await upload(b, "brand=Mahindra&model=Treo Zor", [
    file("just some notes", "notes.txt", "text/plain"),
    file(good, "good.jpg"),
    file(broken, "broken.jpg"),
    file(big, "huge.jpg"),
    file(good, "again.jpg"),
    file(bomb, "bomb.png", "image/png"),
  ]);
  expect(status).toBe(200);
  const answers = [...section(html, "file-answers").matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => bodyText(m[1]!));
  expect(answers).toEqual([
    "notes.txt: not a photo. Only JPEG, PNG or WebP.",
    "good.jpg: added.",
    "broken.jpg: the photo could not be read. It may be damaged; take or save it again.",
    "huge.jpg: larger than 2 MB. Send it from the phone's gallery at a smaller size.",
    "again.jpg: this photo is already in the gallery.",
    "bomb.png: too many pixels to resize. Send it at a smaller size.",
  ]);
  expect(await rowsOf("model/Mahindra/Treo-Zor")).toHaveLength(1);
  // nothing good at all: a 400 with the reasons
  const none = await upload(b, "brand=Mahindra&model=Treo Zor", [file("<svg/>", "x.png", "image/png")]);
  expect(none.status).toBe(400);
  expect(bodyText(none.html)).toContain("No photo was added.");
  expect(bodyText(none.html)).toContain("x.png: not a photo. Only JPEG, PNG or WebP.");
});

test("the operator chooses the main photo and the order; deleting the main photo hands it to the first left", async () => {
  const b = await signIn();
  const page = "/admin/pictures?brand=Mahindra&model=Treo Yaari";
  const photos = await Promise.all([1, 2, 3].map((seed) => jpegPhoto(800, 600, 10 + seed)));
  await upload(b, "brand=Mahindra&model=Treo Yaari", photos.map((bytes, i) => file(bytes, `p${i}.jpg`)));
  const [first, second, third] = await rowsOf("model/Mahindra/Treo-Yaari");
  const act = async (intent: string, id: number, extra: Record<string, string> = {}) => {
    const res = await postForm(b, page, { intent, id: String(id), ...extra });
    return { status: res.status, text: bodyText(await res.text()) };
  };
  expect((await act("main", third!.id)).text).toContain("This is the main photo now.");
  expect((await rowsOf("model/Mahindra/Treo-Yaari")).map((r) => [r.id, r.isMain])).toEqual([[first!.id, 0], [second!.id, 0], [third!.id, 1]]);
  const shown = await env.DB.prepare("SELECT version FROM image_version WHERE key = 'model/Mahindra/Treo-Yaari.jpg'").first<{ version: string }>();
  expect(shown?.version).toBe(third!.version);

  expect((await act("up", third!.id)).text).toContain("Order changed.");
  expect((await rowsOf("model/Mahindra/Treo-Yaari")).map((r) => r.id)).toEqual([first!.id, third!.id, second!.id]);
  // the first cannot move up
  await act("up", first!.id);
  expect((await rowsOf("model/Mahindra/Treo-Yaari")).map((r) => r.id)).toEqual([first!.id, third!.id, second!.id]);

  expect((await act("alt", first!.id, { altEn: "Front view with the hood open", altHi: "सामने से" })).text).toContain("Text saved.");
  expect((await act("alt", first!.id, { altEn: "x".repeat(200), altHi: "" })).status).toBe(400);
  expect((await rowsOf("model/Mahindra/Treo-Yaari"))[0]).toMatchObject({ altEn: "Front view with the hood open", altHi: "सामने से" });

  // deleting asks first (a page without script), then deletes
  const asked = await (await browse(b, `${page}&remove=${third!.id}`)).text();
  expect(bodyText(asked)).toContain("Delete this photo? It goes from the site at once and cannot be brought back.");
  expect((await act("delete", third!.id)).text).toContain("Photo deleted.");
  const left = await rowsOf("model/Mahindra/Treo-Yaari");
  expect(left.map((r) => [r.id, r.isMain])).toEqual([[first!.id, 1], [second!.id, 0]]);
  for (const key of [...Object.values(JSON.parse(third!.sizes) as Record<string, string>), third!.originalKey]) expect(await env.IMAGES.head(key)).toBeNull();
  // a photo of another gallery, or one gone, is not found
  expect((await act("main", third!.id)).status).toBe(404);

  // the last one deleted: the address is empty again and the drawing is back
  for (const row of left) await act("delete", row.id);
  expect(await env.DB.prepare("SELECT version FROM image_version WHERE key = 'model/Mahindra/Treo-Yaari.jpg'").first()).toBeNull();
  expect((await fetchWorker("/image/model/Mahindra/Treo-Yaari.jpg")).headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
});

test("the model's page shows its gallery without JavaScript: main photo first and large, thumbnails linking to anchors, WebP cached a year", async () => {
  const b = await signIn();
  const photos = await Promise.all([1, 2, 3].map((seed) => jpegPhoto(1000, 700, 20 + seed)));
  await upload(b, "brand=Mahindra&model=e-Alfa Mini", photos.map((bytes, i) => file(bytes, `a${i}.jpg`)));
  const [, second] = await rowsOf("model/Mahindra/e-Alfa-Mini");
  await postForm(b, "/admin/pictures?brand=Mahindra&model=e-Alfa Mini", { intent: "main", id: String(second!.id) });
  await postForm(b, "/admin/pictures?brand=Mahindra&model=e-Alfa Mini", { intent: "alt", id: String(second!.id), altEn: "Blue e-Alfa Mini from the side", altHi: "नीला ई-अल्फ़ा मिनी, बगल से" });

  const page = await getPage("/brand/Mahindra/e-Alfa-Mini");
  const gallery = section(page.html, "photo-gallery");
  const slides = tags(gallery, "figure");
  expect(slides.map((f) => attr(f, "id"))).toEqual(["photo-1", "photo-2", "photo-3"]);
  const images = tags(gallery, "img");
  const [main, ...rest] = images.slice(0, 3);
  expect(attr(main!, "src")).toBe(`/image/photo/model/Mahindra/e-Alfa-Mini/${second!.version}-detail.webp`);
  expect(attr(main!, "alt")).toBe("Blue e-Alfa Mini from the side");
  expect([attr(main!, "width"), attr(main!, "height"), attr(main!, "loading"), attr(main!, "fetchPriority")]).toEqual(["550", "340", "eager", "high"]);
  for (const img of rest) expect([attr(img, "width"), attr(img, "height"), attr(img, "loading")]).toEqual(["550", "340", "lazy"]);
  // without alt text written, the page names the photo itself
  expect(attr(rest[0]!, "alt")).toBe("Mahindra e-Alfa Mini, photo 2");
  const thumbs = tags(gallery, "a");
  expect(thumbs.map((a) => attr(a, "href"))).toEqual(["#photo-1", "#photo-2", "#photo-3"]);
  expect(attr(thumbs[1]!, "aria-label")).toBe("Show photo 2 of 3");
  // no drawing where photos are
  expect(page.html).not.toContain("/image/drawing/");

  const photo = await fetchWorker(attr(main!, "src")!);
  expect(photo.headers.get("Content-Type")).toBe("image/webp");
  expect(photo.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");

  // the Hindi page: the operator's Hindi alt text
  const hindi = section((await getPage("/hi/brand/Mahindra/e-Alfa-Mini")).html, "photo-gallery");
  expect(attr(tags(hindi, "img")[0]!, "alt")).toBe("नीला ई-अल्फ़ा मिनी, बगल से");
  // the model's page in a town shows the same gallery
  const town = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(town.status).toBe(200);
  expect(attr(tags(section(town.html, "photo-gallery"), "img")[0]!, "src")).toBe(`/image/photo/model/Mahindra/e-Alfa-Mini/${second!.version}-detail.webp`);
});

test("a brand's logo is fitted whole, never cropped, at the card's and the logo strip's sizes", async () => {
  const b = await signIn();
  const logo = await pngPhoto(1000, 400, 30);
  const { status } = await upload(b, "brand=Piaggio", [file(logo, "logo.png", "image/png")]);
  expect(status).toBe(200);
  const [row] = await rowsOf("brand/piaggio");
  const sizes = JSON.parse(row!.sizes) as Record<string, string>;
  expect(webpSize(new Uint8Array(await (await env.IMAGES.get(sizes.logo!))!.arrayBuffer()))).toEqual({ width: 245, height: 50 });
  expect(webpSize(new Uint8Array(await (await env.IMAGES.get(sizes.list!))!.arrayBuffer()))).toEqual({ width: 350, height: 220 });
  expect((await fetchWorker(`/image/brand/piaggio.jpg?v=${row!.version}`)).headers.get("Content-Type")).toBe("image/webp");
});

test("the console lists what has no photo yet: models without any, brands without a logo, traders without a photo", async () => {
  const b = await signIn();
  const rows = async (query: string) => bodyText(section(await (await browse(b, `/admin/pictures?${query}`)).text(), "picture-targets"));
  expect(await rows("kind=trader&photo=lacks&q=shree ganesh")).toContain("Shree Ganesh E-Motors (trader) No photo yet");
  expect(await rows("kind=brand&photo=lacks&q=lohia")).toContain("Lohia (logo) No photo yet");
  expect(await rows("kind=model&photo=lacks&q=lohia humrahi")).toContain("Lohia Humrahi No photo yet");

  const photo = await jpegPhoto(800, 600, 40);
  expect((await upload(b, `trader=${DEALER.tName}`, [file(photo, "shop.jpg")])).status).toBe(200);
  expect(await rows("kind=trader&photo=lacks&q=shree ganesh")).not.toContain("Shree Ganesh E-Motors");
  expect(await rows("kind=trader&photo=has&q=shree ganesh")).toContain("Shree Ganesh E-Motors (trader) Has a photo");
  // a row opens its gallery, found by typing, not from a dropdown
  const chosen = await (await browse(b, `/admin/pictures?trader=${DEALER.tName}`)).text();
  expect(bodyText(section(chosen, "gallery-editor"))).toContain(`Photo of ${DEALER.tName}`);
  expect(chosen).not.toContain("<select name=\"target\"");
});

test("the console's pictures page is in Hindi when the operator chose Hindi", async () => {
  const b = await signIn();
  b.cookies.set("console-lang", "hi");
  const html = await (await browse(b, "/admin/pictures?brand=Mahindra&model=Treo")).text();
  expect(bodyText(html)).toContain("Mahindra Treo की फ़ोटो");
  expect(bodyText(html)).toContain("फ़ोटो जोड़ें");
  const refused = await upload(b, "brand=Mahindra&model=Treo", [file("hello", "notes.txt", "text/plain")]);
  expect(bodyText(refused.html)).toContain("notes.txt: यह फ़ोटो नहीं है। सिर्फ़ JPEG, PNG या WebP।");
});

test("a trader's main photo shows on its About page; a trader without one shows none", async () => {
  const b = await signIn();
  // a trader no other test of this file gives a photo
  const tName = "Saraswati-Automobiles";
  const about = `/dealer/${tName}/About`;
  expect((await getPage(about)).html).not.toContain('class="profile-photo"');
  const photo = await jpegPhoto(1200, 900, 4);
  expect((await upload(b, `trader=${tName}`, [file(photo, "shop.jpg")])).status).toBe(200);
  const { html } = await getPage(about);
  const img = /<img[^>]*class="profile-photo"[^>]*>/.exec(html)?.[0] ?? "";
  expect(attr(img, "src")).toMatch(new RegExp(`^/image/trader/${tName}\\.jpg\\?v=[0-9a-f]+$`));
  expect(attr(img, "width")).toBe("350");
  expect(attr(img, "height")).toBe("220");
});
