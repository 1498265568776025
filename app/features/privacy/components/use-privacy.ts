import { useRouteLoaderData } from "react-router";
import { DEFAULT_BILLING_YEARS, DEFAULT_PERSONAL_MONTHS } from "#app/features/privacy/rules/retention";
import type { PrivacySettings } from "#app/features/privacy/rules/settings";

/**
 * The root loader's privacy settings (app/root.tsx): the retention the notice states and the
 * grievance contact. The offer terms have their own hook (./use-offer-terms.ts): the footer uses
 * this one, and its chunk carries none of their defaults.
 */
export function usePrivacySettings(): Omit<PrivacySettings, "offers"> {
  const root = useRouteLoaderData("root") as { privacy?: PrivacySettings } | undefined;
  return root?.privacy ?? { months: DEFAULT_PERSONAL_MONTHS, billingYears: DEFAULT_BILLING_YEARS, grievance: { name: "", email: null, phone: null, days: null } };
}
