import { escapeXml } from "#app/shared/lib/escape";
import type { Size } from "./image-path";
import type { Family } from "#app/shared/vehicle-family";
import { SILHOUETTE_BOX, silhouette } from "./silhouettes";

// A small SVG shown while an image is missing from R2, at the size the page reserved for it (no
// layout shift): a line drawing of the vehicle's type, or a brand's monogram. No words inside the
// picture: the page's alt text and caption already say what it is.

/** Text for SVG content and attributes; control characters are dropped. */
export function svgText(text: string): string {
  return escapeXml(text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, ""));
}

const round = (n: number) => Math.round(n * 100) / 100;

const open = (label: string, width: number, height: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${svgText(label || "Image coming soon")}">` +
  `<rect width="${width}" height="${height}" fill="${fill}"/>`;

export function placeholderSvg(family: Family, label: string, { width, height }: Size): string {
  const scale = Math.min((width * 0.7) / SILHOUETTE_BOX.width, (height * 0.75) / SILHOUETTE_BOX.height);
  const x = (width - SILHOUETTE_BOX.width * scale) / 2;
  const y = (height - SILHOUETTE_BOX.height * scale) / 2;
  return [
    open(label, width, height, "#eef5f0"),
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="#0a6e3a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${silhouette(family)}</g>`,
    "</svg>",
  ].join("");
}

/** Up to two initials of a brand's name: "Kinetic Green" → "KG", "Ola" → "O", "YC Electric" → "YE". */
export function monogram(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join("");
}

/** Colours of monograms (white letters at least 4.5:1 on each); a name always gets the same one. */
const MONOGRAM_COLOURS = ["#0a6e3a", "#1d4ed8", "#9a3412", "#6d28d9", "#0e7490", "#be123c", "#3f6212", "#854d0e"];

function colourOf(name: string): string {
  let hash = 0;
  for (const c of name.toLowerCase()) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
  return MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]!;
}

/** A brand's card picture until its logo is uploaded: its initials in a disc of its own colour. */
export function monogramSvg(brandName: string, { width, height }: Size): string {
  const r = Math.min(width, height) * 0.36;
  const letters = monogram(brandName);
  const fontSize = round(r * (letters.length > 1 ? 0.8 : 1));
  return [
    open(brandName, width, height, "#f3f4f6"),
    `<circle cx="${width / 2}" cy="${height / 2}" r="${round(r)}" fill="${colourOf(brandName)}"/>`,
    letters
      ? `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${svgText(letters)}</text>`
      : "",
    "</svg>",
  ].join("");
}
