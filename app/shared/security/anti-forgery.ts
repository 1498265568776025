// The names of the anti-forgery token, shared by the Worker that issues and checks it
// (worker/anti-forgery.ts) and the pages that echo it: the dialog's header, the plain form's field.

export const XSRF_HEADER = "X-XSRF-TOKEN";
/** The form field of the no-JavaScript enquiry form. */
export const XSRF_FIELD = "_xsrf";

/** Over https the cookie carries the __Host- prefix (bound to this host, Secure, Path=/). */
export const xsrfCookieName = (url: { protocol: string }) =>
  url.protocol === "https:" ? "__Host-XSRF-TOKEN" : "XSRF-TOKEN";
