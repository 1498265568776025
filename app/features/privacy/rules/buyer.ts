// A buyer signed in to "My enquiries" (docs/decisions/152) stays signed in this long: long enough
// to read and act, short enough that a shared phone does not keep it open.
export const BUYER_SESSION_MS = 30 * 60 * 1000;
