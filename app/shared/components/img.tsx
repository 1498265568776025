import type { Family } from "#app/shared/vehicle-family";
import { usePictureSrc } from "./picture-versions";

// Every image of the site has width and height (no layout shift); below the fold it loads lazily.
// A picture with priority is also preloaded from the head by React itself (high fetch priority,
// not lazy). A model's picture names its vehicle family: until a photo is uploaded, the family's
// drawing is shown (decision 103).

type ImgProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the page's main image): loaded at once with high priority. */
  priority?: boolean | undefined;
  className?: string | undefined;
  /** The vehicle family drawn while no photo is uploaded at `src`. */
  drawing?: Family | undefined;
};

export function Img({ src, alt, width, height, priority = false, className, drawing }: ImgProps) {
  const pictureSrc = usePictureSrc();
  return (
    <img
      src={pictureSrc(src, drawing && { family: drawing, width, height })}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
