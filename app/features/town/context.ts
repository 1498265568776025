import { createContext } from "react-router";
import type { Location } from "#app/shared/entities";
import type { TownChoice, TownPlace } from "#app/features/town/rules/town";

// The town feature's keys of the router context the Worker fills for every request (worker/index.ts).

/**
 * The visitor's town (docs/decisions/115-your-town-first.md): the one the request's cookie
 * remembers, a typed choice resolved through the catalogue's towns and the pincode directory, and
 * the catalogue's towns with their centres. A lookup that fails is no town, never an error.
 */
export type Towns = {
  /** The cookie's town, resolved once per request; null when there is none or it names nothing known. */
  chosen(): Promise<TownPlace | null>;
  /** A PIN code or a town name: the catalogue's towns first, then the directory's towns and districts. */
  find(choice: TownChoice): Promise<TownPlace | null>;
  /** The catalogue's towns with district, state and centre (getCity, through the BFF's cache). */
  catalogue(): Promise<Location[]>;
};
export const townsContext = createContext<Towns>();
