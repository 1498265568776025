import type { Messages } from "./types";

// The domain rules write their labels in English (price breakup, price-row labels, spec rows);
// a page shows them in its language through the catalogue messages' `terms`.

type Catalogue = Messages["catalogue"];

/** A label written by a domain rule, in the page's language (as written when it has no entry). */
export function term(t: Catalogue, label: string): string {
  const onRoad = /^On Road Price in (.+)$/.exec(label);
  if (onRoad) return t.onRoadIn.replace("{city}", onRoad[1]!);
  return t.terms[label] ?? label;
}
