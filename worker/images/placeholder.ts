import { escapeXml } from "#app/lib/escape";
import type { Size } from "./image-path";
import { type Family, SILHOUETTE_BOX, silhouette } from "./silhouettes";

// A small SVG shown while an image is missing from R2: the vehicle family's outline and the
// brand/model name, at the size the page reserved for the image (no layout shift).

/** Text for SVG content and attributes; control characters are dropped. */
export function svgText(text: string): string {
  return escapeXml(text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, ""));
}

/** Cuts a label to what fits on one line at this font size (roughly 0.56 em per character). */
function fit(label: string, width: number, fontSize: number): string {
  const max = Math.max(4, Math.floor((width * 0.9) / (fontSize * 0.56)));
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function placeholderSvg(family: Family, label: string, { width, height }: Size): string {
  const showLabel = label !== "" && width >= 100 && height >= 60;
  const fontSize = Math.round(Math.min(22, Math.max(11, width / 22)));
  const textArea = showLabel ? fontSize * 2 : 0;
  const scale = Math.min((width * 0.6) / SILHOUETTE_BOX.width, ((height - textArea) * 0.75) / SILHOUETTE_BOX.height);
  const x = (width - SILHOUETTE_BOX.width * scale) / 2;
  const y = (height - textArea - SILHOUETTE_BOX.height * scale) / 2;
  const text = showLabel ? fit(label, width, fontSize) : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${svgText(label || "Image coming soon")}">`,
    `<rect width="${width}" height="${height}" fill="#eef5f0"/>`,
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="#0a6e3a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${silhouette(family)}</g>`,
    text
      ? `<text x="${width / 2}" y="${round(height - fontSize * 0.9)}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" fill="#1f2328">${svgText(text)}</text>`
      : "",
    "</svg>",
  ].join("");
}
