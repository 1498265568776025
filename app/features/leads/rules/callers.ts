import type { TraderType } from "./identity";

// Who will call the visitor back: the traders an accepted enquiry went to, as its answer names
// them (the dialog's and the plain page's result state). A trader's public number, when it has
// one, is the tap-to-call; a trader without one calls from the lead the site gave it.

export type Caller = { traderName: string; cityName: string; traderType: TraderType; phone: string };

/** The answer of an accepted enquiry: the origin's message and who will call. */
/** `messageKey`: the key of the site's own message (app/shared/rules/enquiry-messages.ts). */
/** `noDealerWithinKm`: the buyer asked for a dealer but none is within this many km, so the manufacturer or the site's team calls. */
/** `nextDealerAfterMinutes`: the dealers may be passed over for the next nearest when none calls within these business minutes (docs/decisions/169). */
export type EnquiryAccepted = { message: string; messageKey?: string; callers: Caller[]; noDealerWithinKm?: number; nextDealerAfterMinutes?: number };

/** Reads an accepted enquiry's answer body: JSON with its callers, or (an origin's) plain text. */
export function readAccepted(body: string): EnquiryAccepted {
  if (body.trimStart().startsWith("{")) {
    try {
      const parsed = JSON.parse(body) as Partial<EnquiryAccepted>;
      if (typeof parsed.message === "string") {
        const far = counts(parsed.noDealerWithinKm) ? { noDealerWithinKm: parsed.noDealerWithinKm } : {};
        const next = counts(parsed.nextDealerAfterMinutes) ? { nextDealerAfterMinutes: parsed.nextDealerAfterMinutes } : {};
        return { message: parsed.message, callers: (parsed.callers ?? []).filter(isCaller), ...far, ...next };
      }
    } catch {
      // Not the site's JSON: the text is the message.
    }
  }
  return { message: body.trim(), callers: [] };
}

const counts = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;

function isCaller(value: unknown): value is Caller {
  const c = value as Partial<Caller> | null;
  return typeof c?.traderName === "string" && typeof c.cityName === "string" && typeof c.phone === "string" && (c.traderType === "Dealer" || c.traderType === "Manufacturer");
}
