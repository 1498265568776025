import type { Brand, Metadata, Price, Product, Trader } from "#app/shared/entities";
import { sampleTables } from "../../seed";

// The sample catalogue's rows as the entities the screens show, to derive expected page content.

const tables = () => sampleTables();

export const sample = {
  brands: () => [...(tables().brand as unknown as Brand[])].sort((a, b) => b.popularity - a.popularity || a.brandName.localeCompare(b.brandName)),
  products: () => tables().product as unknown as Product[],
  prices: () => tables().price as unknown as Price[],
  traders: () => tables().trader as unknown as Trader[],
  metadata: () => tables().metadata as unknown as Metadata[],
  price: (brandName: string, name: string, cityName: string) =>
    sample.prices().find((p) => p.brandName === brandName && p.name === name && p.cityName === cityName)!,
  page: (name: string, value: string) => sample.metadata().find((m) => m.name === name && m.value === value)!,
};
