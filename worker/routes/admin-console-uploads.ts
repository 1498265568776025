import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_PICTURE_BYTES } from "#app/domain/pictures";
import type { AppEnv } from "../app-env";
import { CATALOGUE_IMPORT_LIMIT } from "./admin-catalogue";

// The console's forms that post more than a few kilobytes (React Router actions under /admin):
// the body limit is checked here, after authentication (worker/admin/gate.ts), before the page's
// action reads the form. A request without a session is sent to sign in without its body read.

export const consoleUploadLimits = new Hono<AppEnv>();

/** Room for the multipart envelope and the form's other fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

export const CONSOLE_UPLOADS: Record<string, number> = {
  "/pictures": MAX_PICTURE_BYTES + FORM_OVERHEAD,
  // the confirmed import carries the checked file as base64 (4 bytes for every 3)
  "/catalogue": Math.ceil((CATALOGUE_IMPORT_LIMIT * 4) / 3) + FORM_OVERHEAD,
  // one record's form: a model's about text may be long HTML
  "/catalogue/:entity/edit": 256 * 1024,
};

/** A person's browser posted it: a sentence, not JSON. */
async function tooLarge(c: { req: { raw: Request } }) {
  await c.req.raw.body?.cancel().catch(() => undefined);
  return new Response("The upload is too large: a picture may be at most 2 MB, a CSV file 4 MB. Go back and choose a smaller file.", {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

for (const [path, maxSize] of Object.entries(CONSOLE_UPLOADS)) {
  for (const route of [path, `${path}.data`]) {
    consoleUploadLimits.post(
      route,
      async (c, next) => {
        if (c.var.operator) return next();
        await c.req.raw.body?.cancel().catch(() => undefined);
        return c.redirect("/admin", 303);
      },
      bodyLimit({ maxSize, onError: tooLarge }),
      (_c, next) => next(),
    );
  }
}
