import { formatPhone } from "#app/shared/rules/phone";
import { formatHours, parseHours } from "../rules/opening-hours";
import { type ProfileField, brandsOf, twoLanguagesOf } from "../rules/profile-fields";
import type { ProfileWords } from "../words";

// A field's canonical value as people read it, for the seller's page and the operator's queue:
// phones as +91 98765 43210, hours as a sentence, two-language texts line by line.

export function shownValue(field: ProfileField, value: string, w: ProfileWords): string {
  if (value === "" || value === "[]") return w.none;
  switch (field) {
    case "publicPhone":
    case "notifyPhone":
      return formatPhone(value);
    case "hours": {
      const hours = parseHours(value);
      return hours ? formatHours(hours, w.hours) : w.none;
    }
    case "brands":
      return brandsOf(value).join(", ");
    case "address":
    case "offers": {
      const { en, hi } = twoLanguagesOf(value);
      const shown = [en, hi].filter(Boolean).join("\n");
      return shown || w.none;
    }
    case "photo":
      return w.photoWaiting;
  }
}
