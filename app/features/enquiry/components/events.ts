import type { QueryType } from "#app/shared/enquiry";

// A dialog closing with result 'true' tells the page, which may mark the
// trader it was about (EnquirySentMark). A window event, so the mark and the button need not
// share a component tree.

export const ENQUIRY_SENT_EVENT = "enquiry-sent";
export type EnquirySentDetail = { traderName: string; typeOfQuery: QueryType };

export function announceEnquirySent(detail: EnquirySentDetail): void {
  window.dispatchEvent(new CustomEvent<EnquirySentDetail>(ENQUIRY_SENT_EVENT, { detail }));
}

/** Subscribes; returns the unsubscribe function (an effect's cleanup). */
export function onEnquirySent(listener: (detail: EnquirySentDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<EnquirySentDetail>).detail);
  window.addEventListener(ENQUIRY_SENT_EVENT, handle);
  return () => window.removeEventListener(ENQUIRY_SENT_EVENT, handle);
}
