import { z } from "zod";
import { ANSWER } from "./rules/enquiry-messages";

// The privacy notice shown before a mobile is taken (docs/decisions/152): its version, and the
// purposes each place that takes a mobile names. The words are the `privacy` messages
// (app/features/privacy/messages.ts); the component is app/features/privacy/components/notice.tsx. A
// lead keeps the version and purposes it was sent under, so a change of wording is a new version
// here, and the versions shown before stay listed: a page loaded before the change still sends
// its own.

/** The notice's versions, newest last. */
// 2026-12-08: an enquiry naming no dealer may be offered to the next nearest dealers when none
// calls in time, and the buyer is told each by SMS (docs/decisions/166, 169).
export const NOTICE_VERSIONS = ["2026-12-07", "2026-12-08"] as const;
export type NoticeVersion = (typeof NOTICE_VERSIONS)[number];
export const NOTICE_VERSION: NoticeVersion = NOTICE_VERSIONS[NOTICE_VERSIONS.length - 1]!;

/**
 * What a mobile is used for. sellers: handed to the sellers named in the answer so they call;
 * confirm: a one-time code by SMS to confirm the number; billing: the seller is charged for the
 * lead; sign-in: a code to open the buyer's own enquiries.
 */
export const PURPOSES = ["sellers", "confirm", "billing", "sign-in"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Where a mobile is taken, and the purposes its notice names. */
export const NOTICE_PURPOSES = {
  enquiry: ["sellers", "confirm", "billing"],
  "sign-in": ["sign-in"],
} as const satisfies Record<string, readonly Purpose[]>;
export type NoticePlace = keyof typeof NOTICE_PURPOSES;

/** The version an enquiry says it was sent under: one the site has shown, or none (an API caller). */
export const noticeField = z.enum(NOTICE_VERSIONS, { error: ANSWER.noticeUnknown }).optional();

/** What a lead keeps of its consent; its time is the lead's receivedAt. */
export type Consent = { notice: string; purposes: Purpose[]; at: number; sellers: string[] };

/** The purposes as the ledger stores them (space-separated keys), and back. */
export const purposesText = (purposes: readonly Purpose[]) => purposes.join(" ");
export const purposesOf = (text: string): Purpose[] => text.split(" ").filter((p): p is Purpose => (PURPOSES as readonly string[]).includes(p));
