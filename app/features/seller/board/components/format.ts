import { fill } from "#app/shared/i18n/use-messages";
import { PER_LEAD_TERMS } from "#app/shared/rules/money";
import { SITE_NAME } from "#app/shared/site";
import { leadModel } from "#app/features/leads/rules/lead";
import type { LeadCharge } from "../rules/charge";
import { spanOf } from "../rules/response-time";
import { type BoardWords, hi } from "../words";
import type { Staff } from "../server/leads-board";
import { LEAD_PAGE_ACTOR } from "../rules/stages";
import { formatPhone } from "#app/shared/rules/phone";

// How the board writes what is not a plain word: a duration, a charge, who made a change, and
// the WhatsApp greeting.

export function spanText(t: BoardWords, ms: number): string {
  const { days, hours, minutes } = spanOf(ms);
  if (days > 0) return fill(t.span.days, { d: days, h: hours });
  if (hours > 0) return fill(t.span.hours, { h: hours, m: minutes });
  return minutes === 0 ? t.span.underAMinute : fill(t.span.minutes, { m: minutes });
}

export function chargeText(t: BoardWords, charge: LeadCharge): string {
  if (charge.kind === "fee") return fill(t.charge.fee, { terms: PER_LEAD_TERMS });
  if (charge.kind === "commission") return t.charge.commission;
  return t.charge.free[charge.why];
}

/** A staff member by name where the owner gave one, else by number; an API key as such. */
export function whoText(t: BoardWords, byWho: string, staff: readonly Staff[]): string {
  if (byWho.startsWith("key ")) return fill(t.lead.viaKey, { hint: byWho.slice(4) });
  if (byWho === LEAD_PAGE_ACTOR) return t.lead.viaLeadPage;
  const member = staff.find((s) => s.mobile === byWho);
  return member?.name || formatPhone(byWho);
}

const NO_NAME = new Set(["", "customer"]);

/**
 * The WhatsApp greeting, in the buyer's language: Hindi, as the enquiry's own language is not kept
 * with a lead and most buyers are at home in it.
 */
export function greetingText(lead: { name: string; traderName: string } & Parameters<typeof leadModel>[0]): string {
  const name = lead.name.trim();
  const values = { name, trader: lead.traderName, about: leadModel(lead) || hi.yourEnquiry, site: SITE_NAME };
  return fill(NO_NAME.has(name.toLowerCase()) ? hi.greetingNoName : hi.greeting, values);
}
