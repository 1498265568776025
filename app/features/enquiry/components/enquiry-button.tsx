import { useState } from "react";
import { createPortal } from "react-dom";
import type { EnquiryDialog } from "./enquiry-dialog";
import { type EnquiryInput, enquiryHref } from "./input";
import { loadEnquiryDialog } from "./load";
import { MODULE_NAMES } from "#app/shared/i18n/message-modules";
import { I18nProvider, messagesIn, useLang } from "#app/shared/i18n/use-messages";
import { pathIn } from "#app/shared/i18n/lang";

// Every entry point of the enquiry dialog. Without JavaScript it is a plain link to the
// enquiry page; with JavaScript a click opens the dialog in place, its code loaded on demand.

export { type EnquiryInput, enquiryHref } from "./input";

type Props = { input: EnquiryInput; children: React.ReactNode; className?: string };
type Open = { Dialog: typeof EnquiryDialog; opener: HTMLAnchorElement };

export function EnquiryButton({ input, children, className = "button" }: Props) {
  const [open, setOpen] = useState<Open | null>(null);
  const lang = useLang();
  const preload = () => void loadEnquiryDialog(lang).catch(() => undefined);

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, new window) keeps the link's own meaning: the enquiry page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const opener = event.currentTarget;
    loadEnquiryDialog(lang).then(
      ({ EnquiryDialog: Dialog }) => setOpen({ Dialog, opener }),
      () => window.location.assign(opener.href),
    );
  }

  function onClosed() {
    const opener = open?.opener;
    setOpen(null);
    opener?.focus();
  }

  return (
    <>
      <a
        href={pathIn(lang, enquiryHref(input))}
        className={className}
        rel="nofollow"
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children}
      </a>
      {/* The page's messages are its own modules; the dialog, loaded with the whole language, reads its own. */}
      {open && createPortal(
        <I18nProvider value={{ lang, messages: messagesIn(lang, MODULE_NAMES)?.messages ?? null }}>
          <open.Dialog input={input} onClosed={onClosed} />
        </I18nProvider>,
        document.body,
      )}
    </>
  );
}
