import type { MiddlewareHandler } from "hono";
import { type ContentSecurityPolicyOptionHandler, secureHeaders } from "hono/secure-headers";
import { isPrivatePath } from "#app/shared/rules/request-path";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import { randomBase64url } from "#app/shared/security/base64url";

// Headers every response carries, by hono/secure-headers: HSTS, nosniff, the referrer and
// permissions policies, no framing, and a CSP whose per-response nonce React Router's inline
// scripts carry (`c.get("secureHeadersNonce")`: worker/router-context.ts, and the HTML cache puts
// it back into a cached page). A response that brings its own, stricter policy (an SVG image:
// routes/image.ts) keeps it: nothing already set is overwritten.

const YOUTUBE_FRAME = "https://www.youtube-nocookie.com";
const YOUTUBE_THUMBS = "https://i.ytimg.com";

/** What hono's own NONCE does (128 random bits, kept as `secureHeadersNonce`), without its btoa. */
const NONCE: ContentSecurityPolicyOptionHandler = (c) => {
  const nonce = c.get("secureHeadersNonce") ?? randomBase64url(16);
  c.set("secureHeadersNonce", nonce);
  return `'nonce-${nonce}'`;
};

const policy: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", YOUTUBE_THUMBS],
    frameSrc: [YOUTUBE_FRAME],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: { geolocation: ["self"], camera: [], microphone: [], payment: [], usb: [] },
  // Pictures may be shown by the previews of the sites a page is shared on (og:image).
  crossOriginResourcePolicy: false,
  // Let browsers resolve the names of the pages a visitor is likely to open next.
  xDnsPrefetchControl: false,
  overwrite: false,
};

// The operator console and a trader's lead page hold authority (a session, a lead's token): they
// also get a browsing context group and an agent cluster of their own (Cross-Origin-Opener-Policy,
// Origin-Agent-Cluster). A public catalogue page does not: with them Chromium starts the page in a
// renderer process of its own when a visitor arrives from another page, which cost the brand
// page's load 400 ms of Total Blocking Time in Lighthouse's model of a slow phone (docs/decisions/134).
const withOwnProcess = secureHeaders(policy);
const publicPage = secureHeaders({ ...policy, crossOriginOpenerPolicy: false, originAgentCluster: false });
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (!isPrivatePath(c.req.path)) return publicPage(c, next);
  await withOwnProcess(c, next);
  // Every answer of the console's and the traders' areas, at every spelling the routers match —
  // pages, their .data, CSV files and their .data, the APIs, refusals and not-found pages alike —
  // is never stored and never indexed (app/features/seo/rules/private-page.ts). Set last, so it wins over
  // whatever a route said.
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) c.header(name, value);
};
