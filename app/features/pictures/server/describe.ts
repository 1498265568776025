import { slugToName } from "#app/shared/rules/slug";
import type { Bff } from "#worker/bff/api";
import type { ImagePath } from "./image-path";
import { type Family, familyOf, isFamily } from "#app/shared/vehicle-family";

// What a placeholder shows: the vehicle family and the name. A model's type comes from its
// product record and a brand's from its first model (both through the BFF, so from the KV cache
// the pages fill); every other kind, and every failed lookup, falls back to keywords in the name.

export type Description = { family: Family; label: string };

/** A lookup slower than this gives up: a placeholder must not wait for a slow origin. */
const LOOKUP_BUDGET_MS = 1500;

const words = (slug: string) => slugToName(slug).replace(/\s+/g, " ").trim();
const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export async function describeImage(image: ImagePath, bff: Bff | undefined): Promise<Description> {
  const [, first = "", second = ""] = image.parts;
  switch (image.kind) {
    case "model": {
      const fallback = `${words(first)} ${words(second)}`;
      const product = await firstItem(bff, "getProductByBrandandModel", { brandName: words(first), name: words(second) });
      return product
        ? { family: familyOf(product.typeName), label: `${product.brandName} ${product.name}` }
        : { family: familyOf(fallback), label: fallback };
    }
    case "brand": {
      const product = await firstItem(bff, "getModelByOrderandBrand", { brandName: words(first), count: 6 });
      return product
        ? { family: familyOf(product.typeName), label: product.brandName }
        : { family: "generic", label: titleCase(words(first)) };
    }
    case "drawing":
      return { family: isFamily(first) ? first : "generic", label: titleCase(words(first)) };
    case "type":
    case "trader":
    case "article": {
      const label = image.kind === "type" ? titleCase(words(first)) : words(first);
      return { family: familyOf(label), label };
    }
    default: {
      const label = words(image.parts.at(-1) ?? "");
      return { family: familyOf(label), label };
    }
  }
}

type Item = { brandName: string; name: string; typeName: string };

/** The lookup as an object, so that tests can count its calls. */
export const imageDescriptions = { describe: describeImage };

async function firstItem(
  bff: Bff | undefined,
  call: "getProductByBrandandModel" | "getModelByOrderandBrand",
  query: Record<string, unknown>,
): Promise<Item | undefined> {
  if (!bff) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOOKUP_BUDGET_MS);
  });
  const lookup = bff
    .get(call, query)
    .then(({ items }) => items[0] as Item | undefined)
    // unknown model or brand (404), a name the contract refuses (400), an origin failure
    .catch(() => undefined);
  try {
    return await Promise.race([lookup, budget]);
  } finally {
    clearTimeout(timer);
  }
}
