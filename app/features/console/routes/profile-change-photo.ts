import { profileReviewContext } from "#app/features/seller/profile/context";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/profile-change-photo";

// A seller's photo waiting for approval, for the operator's eyes only (the console's gate stands
// before this route): never at an address the public site shows.

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const photo = Number.isInteger(id) && id > 0 ? await context.get(profileReviewContext).waitingPhoto(id) : null;
  return photo ?? notFound();
}
