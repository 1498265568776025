import { PINCODE_PATTERN } from "#app/shared/rules/phone";
import { insideIndia } from "#app/shared/rules/india";
import type { DetectedPlace } from "./payloads";

// Location detection: the browser's position, then the city it lies in. The spec's
// maps service (getCity) is replaced by the site's own getGeoCode (ADR 030).

export type LocationState =
  | { status: "idle" }
  | { status: "detecting" }
  | { status: "detected"; place: DetectedPlace }
  /** The deny flag: manual pincode entry. `notice` when the visitor should be told why. */
  | { status: "denied"; notice: boolean };

/** getGeoCode is asked at city precision (~1 km): coarse enough to cache and to stay private. */
const LOOKUP_DECIMALS = 2;
/** The enquiry keeps the position to ~10 m, as the browser reported it, no finer. */
const ENQUIRY_DECIMALS = 4;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

type GeoCodeItem = { cityName?: unknown; districtName?: unknown; stateName?: unknown; pincode?: unknown; areaName?: unknown };
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The place of getGeoCode's first item, or null when it names no city or the position is outside
 * India (the enquiry schema refuses it there, so the visitor enters a pincode instead).
 */
export function placeFromGeoCode(items: unknown, lat: number, lng: number): DetectedPlace | null {
  const item = (Array.isArray(items) ? items[0] : undefined) as GeoCodeItem | undefined;
  const cityName = text(item?.cityName);
  if (!item || !cityName || !insideIndia(lat, lng)) return null;
  const pincode = text(item.pincode);
  return {
    cityName,
    districtName: text(item.districtName),
    stateName: text(item.stateName),
    pincode: PINCODE_PATTERN.test(pincode) ? pincode : "",
    areaName: text(item.areaName),
    lat: round(lat, ENQUIRY_DECIMALS),
    lng: round(lng, ENQUIRY_DECIMALS),
  };
}

export function geoCodeUrl(lat: number, lng: number): string {
  const params = new URLSearchParams({ lat: String(round(lat, LOOKUP_DECIMALS)), lng: String(round(lng, LOOKUP_DECIMALS)) });
  return `/api/getGeoCode?${params}`;
}

/** "Detected: Noida, Uttar Pradesh". */
export function detectedText(place: DetectedPlace): string {
  return `Detected: ${[place.cityName, place.stateName].filter(Boolean).join(", ")}`;
}
