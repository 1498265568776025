import { useEffect, useId, useRef, useState } from "react";
import { useNames } from "#app/shared/i18n/names";
import { dialogCloseResult } from "#app/features/search/rules/query-type";
import "../../../styles/enquiry.css";
import type { SendResult } from "./answer";
import { EntryForm } from "./entry-form";
import { OtpVerification } from "./otp";
import { announceEnquirySent } from "./events";
import type { EnquiryInput } from "./input";
import { enquirySubject, enquiryTitle, newEnquiryId } from "./subject";
import type { Payloads } from "./payloads";
import { ResultMessage } from "./result";
import { apiPost, sendEnquiry } from "./send";
import { postHeaders } from "./xsrf";
import { useMessages } from "#app/shared/i18n/use-messages";

// The enquiry dialog, loaded on the first click of an EnquiryButton. A native modal
// <dialog>: the browser traps focus and makes the page inert; it cannot be dismissed by Escape
// or a click outside, only by its Close / OK button.

export type CloseResult = "true" | "false";
type Props = { input: EnquiryInput; onClosed(result: CloseResult): void };
type Phase = { name: "entry" } | { name: "sending" } | { name: "result"; result: SendResult; mobile: string };

export function EnquiryDialog({ input, onClosed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  const titleId = useId();
  // One id per opening: a double tap or a network retry is the same lead.
  const [id] = useState(newEnquiryId);
  const [phase, setPhase] = useState<Phase>({ name: "entry" });
  useModal(dialog, closing);

  useEffect(() => {
    if (phase.name === "result") closeButton.current?.focus();
  }, [phase.name]);

  async function submit(payloads: Payloads) {
    setPhase({ name: "sending" });
    const result = await sendEnquiry(payloads, apiPost(postHeaders));
    if (!closing.current) setPhase({ name: "result", result, mobile: payloads.query.mobile });
  }

  function close() {
    const outcome = phase.name === "result" ? phase.result.outcome : "not-sent";
    const result = dialogCloseResult(input.typeOfQuery, outcome);
    closing.current = true;
    dialog.current?.close();
    if (result === "true") announceEnquirySent({ traderName: input.traderName ?? "", typeOfQuery: input.typeOfQuery });
    onClosed(result);
  }

  const t = useMessages().enquiry;
  const subject = enquirySubject(input, t.in, useNames().town);
  return (
    <dialog
      ref={dialog}
      className="enquiry-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className="enquiry-title">
        {enquiryTitle(input, t)}
      </h2>
      {subject && <p className="enquiry-subject">{subject}</p>}
      {phase.name !== "result" && (
        <EntryForm id={id} input={input} sending={phase.name === "sending"} onValid={submit} />
      )}
      <div role="status" className="enquiry-status">
        {phase.name === "result" && <ResultMessage result={phase.result} typeOfQuery={input.typeOfQuery} />}
      </div>
      {/* An accepted enquiry is offered a code by SMS: a verified number is called first. */}
      {phase.name === "result" && phase.result.outcome === "sent" && <OtpVerification mobile={phase.mobile} />}
      <button type="button" ref={closeButton} className="enquiry-close" onClick={close}>
        {phase.name === "result" ? t.ok : t.close}
      </button>
    </dialog>
  );
}

/**
 * Opens the dialog as a modal once mounted, and keeps it open until its own button closes it:
 * Escape is cancelled as a key (Chromium closes on a second Escape without user activation even
 * when `cancel` is cancelled), and a close by the browser all the same reopens it.
 */
function useModal(dialog: React.RefObject<HTMLDialogElement | null>, closing: React.RefObject<boolean>) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const holdEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") event.preventDefault();
    };
    const reopen = () => {
      if (!closing.current && element.isConnected) element.showModal();
    };
    document.addEventListener("keydown", holdEscape, true);
    element.addEventListener("close", reopen);
    return () => {
      document.removeEventListener("keydown", holdEscape, true);
      element.removeEventListener("close", reopen);
      if (element.open) element.close();
    };
  }, [dialog, closing]);
}
