import { Hono } from "hono";
import type { AppEnv } from "../app-env";

// Not built yet: /image/* answers 404.
export const imageRoutes = new Hono<AppEnv>();
imageRoutes.get("*", (c) => c.body(null, 404));
