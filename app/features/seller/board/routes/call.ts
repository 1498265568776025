import { redirect } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { constantTimeEqual } from "#app/shared/security/constant-time";
import { formToken } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import { leadsBoardContext } from "../context";
import { greetingText } from "../components/format";
import { whatsappChatHref } from "#app/features/seo/rules/share";
import { telHref } from "#app/shared/rules/phone";
import type { Route } from "./+types/call";

// /seller/leads/:id/call?via=tel|whatsapp&t=<form token>: the board's call and WhatsApp taps. It
// records the lead's first contact, then sends the phone on to its dialler or to WhatsApp with the
// greeting. A plain link, so it works without JavaScript; it records only with this browser's own
// form token, so a link from elsewhere cannot mark a lead contacted (it still dials).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const via = url.searchParams.get("via");
  if (via !== "tel" && via !== "whatsapp") notFound();
  const seller = (await context.get(sellerSessionContext).seller())!;
  const board = context.get(leadsBoardContext)(seller);
  const view = await board.lead(params.id);
  if (!view) notFound();
  const { lead } = view;
  const target = via === "tel" ? telHref(lead.mobile) : whatsappChatHref(lead.mobile, greetingText(lead));
  // A masked number (not confirmed yet) or a buyer's details gone: nothing to dial.
  if (!target || lead.verifiedAt === null) notFound();
  const token = formToken(context);
  if (token && constantTimeEqual(token, url.searchParams.get("t") ?? "")) await board.contact(lead.id);
  return redirect(target);
}
