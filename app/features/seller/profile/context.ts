import { createContext } from "react-router";
import type { ProfileField, ProfileForm, ProfileProblem, ProfileValues } from "./rules/profile-fields";
import type { ChangeState, PhotoRefusal, ProfileChange } from "./rules/profile-change";
import type { PublishedProfile } from "./rules/shop-lines";

// The profile area's keys of the router context (filled by worker/router-context.ts): the seller's
// side, the operator's queue (set only for a signed-in operator) and what the public dealer page
// shows once approved.

export type { ProfileField, ProfileProblem, ChangeState, PhotoRefusal, ProfileChange, ProfileForm, ProfileValues, PublishedProfile };

export type SellerProfile = {
  /** The live values, the catalogue's brands to choose from, and the trader's changes. */
  view(tName: string): Promise<{ live: ProfileValues; brands: string[]; changes: ProfileChange[] }>;
  /** Files each changed field of the form; refused fields come back with their problem. */
  ask(tName: string, mobile: string, form: ProfileForm): Promise<{ ok: true; filed: number } | { ok: false; problems: Partial<Record<ProfileField, ProfileProblem>> }>;
  askPhoto(tName: string, mobile: string, bytes: Uint8Array<ArrayBuffer>): Promise<{ ok: true; asked: boolean } | { ok: false; reason: PhotoRefusal }>;
};
export const sellerProfileContext = createContext<SellerProfile>();

export type ProfileReview = {
  queue(state: ChangeState): Promise<(ProfileChange & { traderName: string })[]>;
  /** The change as decided, or the refusal's code (the console words it) and status. */
  decide(input: { id: number; tName: string; decision: string; note: string }): Promise<{ ok: true; value: ProfileChange & { traderName: string } } | { ok: false; status: number; code: string; message: string }>;
  /** The waiting photo of a change, for the operator's eyes only. */
  waitingPhoto(id: number): Promise<Response | null>;
};
export const profileReviewContext = createContext<ProfileReview>();

export type PublicProfile = { of(tName: string): Promise<PublishedProfile> };
export const publishedProfileContext = createContext<PublicProfile>();
