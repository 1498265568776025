import type { CallQuery } from "#app/shared/contract";
import type { TypeMapping, VehicleType } from "#app/shared/entities";
import { mapTypeName } from "#app/features/catalogue/rules/type-mapping";

// Vehicle types. Every category is returned, "spare parts" and "dealership" included: the list
// screens leave those out, breadcrumbs still need to recognise them.

export async function getType(db: D1Database): Promise<VehicleType[]> {
  const { results } = await db
    .prepare("SELECT typeName, categoryName FROM vehicle_type ORDER BY typeName COLLATE NOCASE")
    .all<VehicleType>();
  return results;
}

/** The curated display order of the type list (the `position` column). */
export async function getTypeByOrder(db: D1Database): Promise<VehicleType[]> {
  const { results } = await db
    .prepare(
      "SELECT typeName, categoryName FROM vehicle_type ORDER BY position, typeName COLLATE NOCASE",
    )
    .all<VehicleType>();
  return results;
}

/** The spec's fixed type-name table, not data: no database read. */
export async function getTypeByName(
  _db: D1Database,
  { typeName }: CallQuery<"getTypeByName">,
): Promise<TypeMapping[]> {
  return mapTypeName(typeName);
}
