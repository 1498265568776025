import { batteryWords } from "#app/features/tools/components/battery/messages";
import { batterySize, inPrice } from "#app/features/tools/rules/battery";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";

/**
 * What the price includes (docs/decisions/118): the battery, its type and size, and the charger,
 * each included, not included or to ask the dealer; none for a vehicle with no battery stated.
 */
export function breakupParts(product: Parameters<typeof inPrice>[0] & Parameters<typeof batterySize>[0], lang: "en" | "hi") {
  const w = batteryWords[lang];
  if (!product.batteryType.trim() && !product.batteryCapacity.trim()) return { caption: w.partsCaption, rows: [] };
  const included = inPrice(product);
  const { spec } = namesIn(lang);
  const battery = spec([product.batteryType.trim(), batterySize(product).trim()].filter(Boolean).join(", "));
  return {
    caption: w.partsCaption,
    rows: [
      { key: "battery", label: fill(w.breakupBattery, { battery }), text: w.included[included.battery] },
      { key: "charger", label: fill(w.breakupCharger, { charger: spec(product.charger.trim()) || w.notStated }), text: w.included[included.charger] },
    ],
  };
}

