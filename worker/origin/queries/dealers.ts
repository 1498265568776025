import type { CallQuery } from "#app/shared/contract";
import type { Trader } from "#app/shared/entities";
import {
  BY_NAME,
  listHolds,
  TRADER_COLUMNS,
  traderByName,
  traders,
  tradersOfBrand,
} from "./traders";

// Dealer calls: the trader queries narrowed to traderType 'Dealer'.

export function getDealerByName(
  db: D1Database,
  { traderType, tName }: CallQuery<"getDealerByName">,
): Promise<Trader[]> {
  return traderByName(db, traderType, tName);
}

export function getDealerByBrand(
  db: D1Database,
  { traderType, brandName }: CallQuery<"getDealerByBrand">,
): Promise<Trader[]> {
  return tradersOfBrand(db, traderType, brandName);
}

/** Dealers in the city whose typeName list holds the vehicle type. */
function dealersInCity(
  db: D1Database,
  typeName: string,
  city: string,
  order: string,
): Promise<Trader[]> {
  return traders(
    db,
    `SELECT ${TRADER_COLUMNS} FROM trader t
     WHERE t.traderType = 'Dealer' AND t.cityName = ?2 COLLATE NOCASE
     AND ${listHolds("typeName", "?1")}
     ORDER BY ${order}`,
    typeName,
    city,
  );
}

export function getDealerByCity(
  db: D1Database,
  { typeName, city }: CallQuery<"getDealerByCity">,
): Promise<Trader[]> {
  return dealersInCity(db, typeName, city, BY_NAME);
}

/** The city's dealer list: activated dealers ('1') first, as the screen shows them. */
export function getDealerByCityandActivate(
  db: D1Database,
  { typeName, city }: CallQuery<"getDealerByCityandActivate">,
): Promise<Trader[]> {
  return dealersInCity(db, typeName, city, `t.activate DESC, ${BY_NAME}`);
}
