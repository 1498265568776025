// The words of a model's photo gallery on the public pages (docs/decisions/129-pictures-that-sell.md).
// The operator writes each photo's alt text; these name the gallery and stand in where no alt
// text was written.

export const en = {
  photos: "Photos of the {title}",
  photoOf: "{title}, photo {n}",
  showPhoto: "Show photo {n} of {count}",
};

export const hi: typeof en = {
  photos: "{title} की फ़ोटो",
  photoOf: "{title}, फ़ोटो {n}",
  showPhoto: "फ़ोटो {n} / {count} देखें",
};

export const galleryWords = { en, hi };
