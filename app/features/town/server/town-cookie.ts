import type { Context } from "hono";
import type { Towns } from "#app/features/town/context";
import type { Location } from "#app/shared/entities";
import { type TownChoice, type TownPlace, catalogueTownOf, sameTown, townFromCookie } from "#app/features/town/rules/town";
import type { AppEnv } from "#worker/app-env";
import { type PincodePlace, lookupPincode, lookupTownNamed } from "./pincodes";

// The visitor's town for one request (docs/decisions/115-your-town-first.md). The catalogue's
// towns come through the BFF's cached getCity (KV, shared by every visitor), a PIN code or a town
// name through the pincode directory (D1, kept per isolate): nothing here is keyed by the visitor.
// A choice that names nothing known, or a lookup that fails, is no town: a bad cookie never makes
// a page fail.

export function townsFor(c: Context<AppEnv>): Towns {
  let catalogue$: Promise<Location[]> | null = null;
  let chosen$: Promise<TownPlace | null> | null = null;
  const catalogue = () =>
    (catalogue$ ??= c.var.bff.lookup("getCity", {}).then(
      (answer) => answer.items as Location[],
      (error: unknown) => {
        console.warn("the catalogue's towns could not be read", String(error));
        return [];
      },
    ));
  const named = async (name: string) => (await c.var.bff.lookup("getCityByName", { cityName: name })).items as Location[];
  const find = async (choice: TownChoice) => {
    try {
      return await placeOf(choice, { named, catalogue }, c.env.DB);
    } catch (error) {
      console.warn("the visitor's town could not be resolved", String(error));
      return null;
    }
  };
  return {
    catalogue,
    find,
    chosen() {
      const choice = townFromCookie(c.req.header("Cookie"));
      return (chosen$ ??= choice ? find(choice) : Promise.resolve(null));
    },
  };
}

/**
 * A typed name is first asked of the catalogue by that name (one indexed row), and only a place
 * the directory knows is placed among the catalogue's towns: words that name no town ("e rikshaw",
 * typed in the search box) never read the whole list of towns, which grows with the catalogue.
 */
async function placeOf(
  choice: TownChoice,
  towns: { named: (name: string) => Promise<Location[]>; catalogue: () => Promise<Location[]> },
  db: D1Database,
): Promise<TownPlace | null> {
  if (choice.kind === "name") {
    const [town] = (await towns.named(choice.name)).filter((t) => sameTown(t.cityName, choice.name));
    if (town) return catalogueTown(town, "");
  }
  const found = choice.kind === "pincode" ? await lookupPincode(db, choice.pincode) : await lookupTownNamed(db, choice.name);
  return found ? directoryPlace(found, await towns.catalogue(), choice.kind === "pincode" ? choice.pincode : "") : null;
}

function catalogueTown(town: Location, pincode: string): TownPlace {
  return {
    name: town.cityName,
    districtName: town.districtName,
    stateName: town.stateName,
    lat: town.lat ?? null,
    lng: town.lng ?? null,
    pincode,
    catalogueTown: town.cityName,
  };
}

/** A directory place is the catalogue town of its name or within a few km; else a town of its own. */
function directoryPlace(found: PincodePlace, towns: Location[], pincode: string): TownPlace {
  const town = catalogueTownOf(found, towns);
  if (town) return catalogueTown(town, pincode);
  return { name: found.cityName, districtName: found.districtName, stateName: found.stateName, lat: found.lat, lng: found.lng, pincode, catalogueTown: null };
}
