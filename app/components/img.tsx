import { escapeMarkup } from "#app/lib/markup";
import { usePictureSrc } from "./picture-versions";

// Every image of the site has width and height (no layout shift); below the fold it loads lazily.

type ImgProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the page's main image): loaded at once with high priority. */
  priority?: boolean | undefined;
  className?: string | undefined;
};

export function Img({ src, alt, width, height, priority = false, className }: ImgProps) {
  const pictureSrc = usePictureSrc();
  return (
    <img
      src={pictureSrc(src)}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}

/** The same picture as markup, for list rows written as strings (lib/markup.ts). */
export function imgMarkup({ src, alt, width, height, priority = false, className }: ImgProps): string {
  const classAttribute = className ? ` class="${escapeMarkup(className)}"` : "";
  return (
    `<img src="${escapeMarkup(src)}" alt="${escapeMarkup(alt)}" width="${width}" height="${height}"${classAttribute}` +
    ` loading="${priority ? "eager" : "lazy"}" decoding="async" fetchPriority="${priority ? "high" : "auto"}"/>`
  );
}
