import { siteOriginContext } from "#app/context";
import { robotsTxt } from "#app/seo/robots";
import { textResponse } from "#app/seo/responses";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return textResponse(robotsTxt(context.get(siteOriginContext)));
}
