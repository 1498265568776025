// The dialog's code is its own chunk, fetched on the first hover, focus or click of an entry
// point — never part of a page's first load (docs/decisions/031-enquiry-dialog.md).

type DialogModule = typeof import("./enquiry-dialog");
let loading: Promise<DialogModule> | undefined;

export function loadEnquiryDialog(): Promise<DialogModule> {
  loading ??= import("./enquiry-dialog").catch((error: unknown) => {
    loading = undefined; // a later click may try again (e.g. back online)
    throw error;
  });
  return loading;
}
