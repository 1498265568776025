import { Hono } from "hono";
import { MAX_PICTURE_BYTES } from "#app/shared/pictures";
import type { AppEnv } from "../app-env";
import { uploadPicture } from "#app/features/pictures/server/admin-pictures";
import { limitBody } from "../body-limit";

// Pictures: PUT the raw bytes of a brand's logo or a model's photo to
// /admin/api/images/brand/{brandName} or /admin/api/images/model/{brandName}/{modelName}
// (names in any spelling the catalogue knows); answers where the site shows it.

export const adminImageRoutes = new Hono<AppEnv>();

const limit = limitBody(MAX_PICTURE_BYTES);

adminImageRoutes.put("/images/brand/:brandName", limit, async (c) => {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  return c.json(await uploadPicture(c.env, c.var.bff, { brandName: c.req.param("brandName") }, bytes), 201);
});

adminImageRoutes.put("/images/model/:brandName/:modelName", limit, async (c) => {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const target = { brandName: c.req.param("brandName"), modelName: c.req.param("modelName") };
  return c.json(await uploadPicture(c.env, c.var.bff, target, bytes), 201);
});
