import type { Lang } from "#app/shared/i18n/lang";
import { completeMessages } from "#app/shared/i18n/use-messages";

// The dialog's code is its own chunk, fetched on the first hover, focus or click of an entry
// point — never part of a page's first load (docs/decisions/031-enquiry-dialog.md). Its words
// come with it: a page carries only the message modules it reads, so the page's language is
// completed first (docs/decisions/142-a-page-carries-its-own-messages.md).

type DialogModule = typeof import("./enquiry-dialog");
let loading: Promise<DialogModule> | undefined;

export function loadEnquiryDialog(lang: Lang): Promise<DialogModule> {
  loading ??= import("./enquiry-dialog").catch((error: unknown) => {
    loading = undefined; // a later click may try again (e.g. back online)
    throw error;
  });
  return Promise.all([loading, completeMessages(lang)]).then(([dialog]) => dialog);
}
