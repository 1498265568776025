// A blog carries a video reference. The origin may send a bare video id or a
// YouTube address; the page shows a click-to-load facade, then the privacy-enhanced player.

const ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The video id of a reference (id, watch?v=, youtu.be/, embed/ or shorts/ address), or null. */
export function youtubeId(reference: string): string | null {
  const value = reference.trim();
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = url.pathname === "/watch" ? url.searchParams.get("v") : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && ID.test(id) ? id : null;
}

export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const youtubeEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
export const youtubeWatch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
