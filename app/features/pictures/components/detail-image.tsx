import { IMAGE_SIZES } from "#app/shared/images";
import type { Family } from "#app/shared/vehicle-family";
import { Img } from "../../../shared/components/img";

// The main picture of a model screen: 550x340 on wide screens, full width x 250 below 801px
// (the narrow size is set in product.css). Above the fold, so loaded at once.

const { width, height } = IMAGE_SIZES.detail;

export function DetailImage({ src, alt, drawing }: { src: string; alt: string; drawing: Family | undefined }) {
  return <Img src={src} drawing={drawing} alt={alt} width={width} height={height} priority className="detail-image" />;
}
