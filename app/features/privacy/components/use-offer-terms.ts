import { useRouteLoaderData } from "react-router";
import { DEFAULT_RESPONSE_MINUTES } from "#app/features/leads/rules/business-hours";
import { MAX_ROUTED_DEALERS } from "#app/features/leads/rules/routing";
import type { OfferTerms, PrivacySettings } from "#app/features/privacy/rules/settings";

/**
 * The terms the notice states for an enquiry no dealer calls in time (docs/decisions/169): the
 * root loader's, read from the deployment as the five-minute run reads them; outside the site's
 * layout, the defaults.
 */
export function useOfferTerms(): OfferTerms {
  const root = useRouteLoaderData("root") as { privacy?: PrivacySettings } | undefined;
  return root?.privacy?.offers ?? { minutes: DEFAULT_RESPONSE_MINUTES, sellers: MAX_ROUTED_DEALERS };
}
