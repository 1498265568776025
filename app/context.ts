import type { OtpChallenge } from "./domain/verification";
import { createContext } from "react-router";
import type { Dispute, DisputeRefusal } from "./domain/billing/disputes";
import type { Api } from "./domain/contract";
import type { Lead } from "./domain/leads/lead";
import type { AccessRecord } from "./domain/privacy/access";
import type { ShownPhoto } from "./domain/gallery";
import type { PictureVersions } from "./domain/pictures";
import type { Location } from "./domain/entities";
import type { TownChoice, TownPlace } from "./domain/rules/town";
import type { ModelRef } from "./domain/tools/compare";
import type { SitemapSlices } from "./seo/sitemap-slices";

// Typed keys of the router context the Worker fills for every request (worker/index.ts).

/** The /api client: the same validation, edge rules and cache as public /api, in-process. */
export const apiContext = createContext<Api>();

/** Bindings and the execution context, for the few server-only needs beyond `api`. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/**
 * The origin of the site's absolute URLs (canonical, og:url, JSON-LD, sitemaps, robots.txt): the
 * configured SITE_URL, or in local runs the request's origin (worker/site-origin.ts). Never build
 * an absolute URL from `request.url`: its host is whatever the request's Host header said.
 */
export const siteOriginContext = createContext<string>();

/** The CSP nonce of this response, for React Router's inline scripts. */
export const nonceContext = createContext<string>("");

/**
 * This visitor's anti-forgery token — the request cookie's, or the one this response sets on a
 * first visit — and the check a state-changing form must pass (the same rules as /api's POSTs).
 */
export type AntiForgery = {
  token: string;
  check(request: Request, echoed: string | undefined): Promise<{ ok: true } | { ok: false; reason: string }>;
};
export const antiForgeryContext = createContext<AntiForgery>();

/** An answer of the BFF's enquiry path; a refusal (400, 429, 502) carries the /api error body. */
export type EnquiryAnswer = {
  status: number;
  message: string;
  /** The key of the visitor's message, where the answer has one (app/components/enquiry/say.ts). */
  messageKey?: string;
  issues?: { path: string; message: string; messageKey?: string }[];
  /** A JSON answer's body (sendOtp and verify: Status and Details). */
  json?: unknown;
  /** A refusal's Retry-After, in seconds. */
  retryAfter?: number;
  /** A question to answer before a code is sent (sendOtp from a busy address). */
  challenge?: OtpChallenge;
};

/** The BFF's enquiry path (validation, rate limits, queue) for the no-JavaScript enquiry form. */
export type Enquiries = {
  submit(name: "addCustomer" | "addQuery" | "sendOtp" | "verify", body: unknown): Promise<EnquiryAnswer>;
};
export const enquiriesContext = createContext<Enquiries>();

/**
 * One page of a trader's private lead page (newest first) and the cursor of the next, older one;
 * the disputes of its leads, and until when each lead that may be disputed now may be (ms).
 */
export type LeadPage = {
  tName: string;
  traderName: string;
  leads: Lead[];
  /** The trader's own exports of its leads (CSV downloads and pulls), newest first (docs/decisions/153). */
  exports: AccessRecord[];
  older: string | null;
  disputes: Record<string, Dispute>;
  disputableUntil: Record<string, number>;
};

/** The lead ledger as a trader's private lead page sees it: everything is reached by its token. */
export type LeadBook = {
  /** `seen`: a person (not a link preview) is looking, so the leads shown count as delivered. */
  page(token: string, options: { before?: string; seen: boolean }): Promise<LeadPage | null>;
  /** Every lead of the token's trader, for the CSV download. */
  all(token: string): Promise<{ tName: string; leads: Lead[] } | null>;
  /** Whether the lead was the token's trader's (and is now marked contacted). */
  markContacted(token: string, leadId: string): Promise<boolean>;
  /** The trader disputes one of its leads ({ reason, note } as the form sent them). */
  dispute(token: string, leadId: string, input: { reason: string; note: string }): Promise<{ ok: true } | { ok: false; refusal: DisputeRefusal | "not-found" }>;
};
export const leadBookContext = createContext<LeadBook>();

/** One enquiry a buyer sent, as "My enquiries" lists it (docs/decisions/152). */
export type BuyerEnquiry = {
  enquiryId: string;
  receivedAt: number;
  typeOfQuery: string;
  model: string;
  cityName: string;
  /** The sellers its copies went to; none: the site's own team. */
  sellers: string[];
  /** When consent was withdrawn (every copy), or null. */
  withdrawnAt: number | null;
  /** When erasure was asked while a dispute keeps it, or null. */
  erasureAskedAt: number | null;
};

/** A buyer's own enquiries: signed in by a one-time code, read, withdrawn, erased. */
export type BuyerAccount = {
  /** The number the request's sign-in holds, or null (none, expired, or not genuine). */
  signedIn(): Promise<string | null>;
  enquiries(mobile: string): Promise<BuyerEnquiry[]>;
  /** The Set-Cookie that signs the number in: only ever after its right code. */
  signIn(mobile: string): Promise<string>;
  signOut(): string;
  /** Withdraws consent for those enquiries (or all); how many enquiries changed. */
  withdraw(mobile: string, enquiryIds: string[] | null): Promise<number>;
  /** Erases everything sent from the number; how many enquiries' copies were erased, and how many wait for a dispute. */
  erase(mobile: string): Promise<{ erased: number; waiting: number }>;
};
export const buyerAccountContext = createContext<BuyerAccount>();

/**
 * What visitors compare: a type's most viewed pairs of models, most first (worker/comparison-views.ts).
 * Where nothing is counted (no binding), there are none and the type page shows its fixed pairs.
 */
export type ComparisonViews = { popular(typeName: string, count: number): Promise<[ModelRef, ModelRef][]> };
export const comparisonViewsContext = createContext<ComparisonViews>({ popular: async () => [] });

/**
 * Pictures operators uploaded: their versions (for versioned addresses, app/components/
 * picture-versions.tsx) and, on the server, the note of each picture a page shows, so an upload
 * purges the cached pages that show it (docs/decisions/073-picture-versions.md).
 */
export type Pictures = {
  versions(): Promise<PictureVersions>;
  /** An owner's gallery (its folder: model/Mahindra/Treo) as its pages show it (docs/decisions/129). */
  gallery(folder: string): Promise<ShownPhoto[]>;
};
export const picturesContext = createContext<Pictures>({ versions: async () => ({}), gallery: async () => [] });

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

/**
 * Where the sitemaps read the groups that grow with the catalogue, a slice a file
 * (app/seo/sitemap-slices.ts): the embedded origin's D1 by ranges, or a remote origin's contract.
 */
export const sitemapSlicesContext = createContext<SitemapSlices>();
