import { siteOriginContext } from "#app/shared/context";
import { robotsTxt } from "#app/features/seo/rules/robots";
import { textResponse } from "#app/features/seo/rules/responses";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return textResponse(robotsTxt(context.get(siteOriginContext)));
}
