import { robotsTxt } from "#app/seo/robots";
import { textResponse } from "#app/seo/responses";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  return textResponse(robotsTxt(new URL(request.url).origin));
}
