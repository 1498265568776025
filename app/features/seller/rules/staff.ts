import { isPlaceholderMobile, nationalMobile } from "#app/shared/rules/mobile";

// Who a trader's staff are and what each may do in the workspace. The owner adds and removes the
// other numbers; an owner is never removed from the workspace (so a trader always has one), and
// no one removes their own number.

export type Role = "owner" | "staff";

export type StaffMember = { mobile: string; name: string; role: Role; newLeadSms: boolean; newLeadWhatsapp: boolean; addedAt: number };

/** A staff member's name is a label for the owner: short, one line. */
export const STAFF_NAME_MAX = 60;

/** A trader has at most this many staff numbers: a shop's people, not a list to send SMS to. */
export const STAFF_MAX = 20;

export type StaffRefusal = "not-owner" | "self" | "owner" | "mobile" | "name" | "already" | "full" | "not-found";

/** Whether the signed-in member may change the staff list: only the owner. */
export const mayManageStaff = (actor: Pick<StaffMember, "role">) => actor.role === "owner";

/** Why `actor` may not remove `target`, or null when it may. */
export function removalRefusal(actor: Pick<StaffMember, "role" | "mobile">, target: Pick<StaffMember, "role" | "mobile"> | null): StaffRefusal | null {
  if (!mayManageStaff(actor)) return "not-owner";
  if (target === null) return "not-found";
  if (target.mobile === actor.mobile) return "self";
  if (target.role === "owner") return "owner";
  return null;
}

/** A new staff number as the owner typed it: the mobile's 10 digits and a trimmed name, or why not. */
export function newStaffMember(typed: { mobile: string; name: string }): { ok: true; mobile: string; name: string } | { ok: false; refusal: "mobile" | "name" } {
  const mobile = nationalMobile(typed.mobile);
  if (mobile === null || !/^[6-9]/.test(mobile) || isPlaceholderMobile(mobile)) return { ok: false, refusal: "mobile" };
  const name = typed.name.trim().replace(/\s+/g, " ");
  if (name.length > STAFF_NAME_MAX) return { ok: false, refusal: "name" };
  return { ok: true, mobile, name };
}
