import { usePictureSrc } from "./picture-versions";

// Every image of the site has width and height (no layout shift); below the fold it loads lazily.
// A picture with priority is also preloaded from the head by React itself (high fetch priority,
// not lazy).

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
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
