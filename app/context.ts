import { createContext } from "react-router";
import type { Api } from "./domain/contract";
import type { Lead } from "./domain/leads/lead";
import type { PictureVersions } from "./domain/pictures";

// Typed keys of the router context the Worker fills for every request (worker/index.ts).

/** The /api client: the same validation, edge rules and cache as public /api, in-process. */
export const apiContext = createContext<Api>();

/** Bindings and the execution context, for the few server-only needs beyond `api`. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

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
  issues?: { path: string; message: string }[];
};

/** The BFF's enquiry path (validation, rate limits, queue) for the no-JavaScript enquiry form. */
export type Enquiries = {
  submit(name: "addCustomer" | "addQuery", body: unknown): Promise<EnquiryAnswer>;
};
export const enquiriesContext = createContext<Enquiries>();

/** One page of a trader's private lead page (newest first) and the cursor of the next, older one. */
export type LeadPage = { tName: string; traderName: string; leads: Lead[]; older: string | null };

/** The lead ledger as a trader's private lead page sees it: everything is reached by its token. */
export type LeadBook = {
  /** `seen`: a person (not a link preview) is looking, so the leads shown count as delivered. */
  page(token: string, options: { before?: string; seen: boolean }): Promise<LeadPage | null>;
  /** Every lead of the token's trader, for the CSV download. */
  all(token: string): Promise<{ tName: string; leads: Lead[] } | null>;
  /** Whether the lead was the token's trader's (and is now marked contacted). */
  markContacted(token: string, leadId: string): Promise<boolean>;
};
export const leadBookContext = createContext<LeadBook>();

/**
 * Pictures operators uploaded: their versions (for versioned addresses, app/components/
 * picture-versions.tsx) and, on the server, the note of each picture a page shows, so an upload
 * purges the cached pages that show it (docs/decisions/073-picture-versions.md).
 */
export type Pictures = { versions(): Promise<PictureVersions>; shown(key: string): void };
export const picturesContext = createContext<Pictures>({ versions: async () => ({}), shown: () => undefined });
