import { Hono } from "hono";
import { MAX_FILES_PER_UPLOAD } from "#app/features/pictures/rules/gallery";
import { MAX_PICTURE_BYTES } from "#app/shared/pictures";
import type { AppEnv } from "../app-env";
import { limitBody, tooLargeUpload } from "../body-limit";
import { CATALOGUE_IMPORT_LIMIT } from "./admin-catalogue";

// The console's forms that post more than a few kilobytes (React Router actions under /admin):
// the body limit is checked here, after authentication (app/features/console/server/gate.ts), before the page's
// action reads the form. A request without a session is sent to sign in without its body read.

export const consoleUploadLimits = new Hono<AppEnv>();

/** Room for the multipart envelope and the form's other fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

export const CONSOLE_UPLOADS: Record<string, number> = {
  // several photos at once, each at most the one picture limit (docs/decisions/129)
  "/pictures": MAX_FILES_PER_UPLOAD * MAX_PICTURE_BYTES + FORM_OVERHEAD,
  // the import's upload for its preview; its Apply sends two hashes (docs/decisions/130)
  "/catalogue": CATALOGUE_IMPORT_LIMIT + FORM_OVERHEAD,
  // one record's form: a model's about text may be long HTML
  "/catalogue/:entity/edit": 256 * 1024,
};

const uploadPatterns = Object.keys(CONSOLE_UPLOADS).map(
  (path) => new RegExp(`^/admin${path.replace(/:[a-z]+/g, "[^/]+")}(\\.data)?$`),
);

/**
 * The /admin requests that may carry more than a visitor's form (app/features/console/server/gate.ts holds every
 * other one to 16 KB before authentication): the console's upload forms and the API's picture and
 * catalogue uploads, each limited after authentication by its own route.
 */
export function isUpload(method: string, pathname: string): boolean {
  if (method === "PUT") return pathname.startsWith("/admin/api/images/");
  if (method !== "POST") return false;
  return /^\/admin\/api\/catalogue\/[a-z]+$/.test(pathname) || uploadPatterns.some((p) => p.test(pathname));
}

for (const [path, maxSize] of Object.entries(CONSOLE_UPLOADS)) {
  for (const route of [path, `${path}.data`]) {
    consoleUploadLimits.post(
      route,
      async (c, next) => {
        // Not signed in: to the sign-in page, the body left unread (drained: worker/body-limit.ts).
        if (c.var.operator) return next();
        return c.redirect("/admin", 303);
      },
      limitBody(maxSize, tooLargeUpload),
      (_c, next) => next(),
    );
  }
}
