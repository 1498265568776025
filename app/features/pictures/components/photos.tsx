import { apart } from "#app/shared/components/apart";

// A model's photos are plain HTML that scrolls and links without JavaScript (photo-gallery.tsx):
// the server renders them at once (loaders await `Photos.ready()`), and the browser fetches their
// code apart, after the page's first load, as it does the buyer tools'.
export const Photos = apart(() => import("./photo-gallery").then((m) => m.PhotoGallery));
