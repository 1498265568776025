// What a catalogue's rows are expanded from: the compact source tables of the sample, or those of
// a generated catalogue (./scaled.ts), which are the sample's plus many more of the same shape.
// Every expansion rule (products.ts, prices.ts, traders.ts, metadata.ts) reads its input from
// here, so a generated catalogue follows the sample's rules by construction.

import { BRANDS } from "./brands";
import { AREAS, CITIES, STATES } from "./cities";
import { DEALERS } from "./dealers";
import { MANUFACTURERS } from "./manufacturers";
import type { ModelSource } from "./model-source";
import { MODELS } from "./products";
import { CITY_LISTS, citiesOfType, type Category } from "./vehicle-types";

export type CityTuple = readonly [cityName: string, districtName: string, stateName: string, lat: number, lng: number];
export type AreaTuple = readonly [areaName: string, pincode: string];
export type DealerTuple = readonly [traderName: string, cityName: string, brands: readonly string[], activate: "1" | "0"];
export type ManufacturerTuple = readonly [
  traderName: string, cityName: string, brands: readonly string[], foundationYear: string, employeeCount: string, activate: "1" | "0",
];

export type CatalogueSource = {
  brands: readonly (readonly [brandName: string, popularity: number])[];
  models: readonly ModelSource[];
  cities: readonly CityTuple[];
  areas: Readonly<Record<string, readonly AreaTuple[]>>;
  /** The towns a model is priced in, one price row each. */
  townsOf: (model: ModelSource) => readonly string[];
  /** The towns with type-in-town pages, per category, in their listed order. */
  cityLists: Readonly<Record<Category, readonly string[]>>;
  dealers: readonly DealerTuple[];
  manufacturers: readonly ManufacturerTuple[];
  /** GST state code and registrar code of every state a trader is in. */
  states: Readonly<Record<string, { gst: string; roc: string }>>;
};

/** The sample: a model is priced in every town of its category's list. */
export const SAMPLE_SOURCE: CatalogueSource = {
  brands: BRANDS,
  models: MODELS,
  cities: CITIES,
  areas: AREAS,
  townsOf: (m) => citiesOfType(m.type),
  cityLists: CITY_LISTS,
  dealers: DEALERS,
  manufacturers: MANUFACTURERS,
  states: STATES,
};
