import { data, redirect } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { formIsGenuine } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import { leadsBoardContext } from "../context";
import { followUpDayAllowed } from "../rules/follow-up";
import { type StageRefusal, readNote, readStageChange } from "../rules/stages";
import type { DisputeRefusal } from "#app/features/leads/billing/disputes";
import { LeadDetail, type LeadNotice } from "../components/lead-detail";
import { sellerMetaLang } from "#app/features/seller/use-seller-words";
import { boardMeta } from "../words";
import "#app/styles/leads.css";
import "#app/styles/seller-board.css";
import type { Route } from "./+types/lead";

// /seller/leads/:id: one lead of the seller's — its stage (each change timed, the last one
// undoable), notes and follow-up day, each changed by a plain form. Another trader's lead, or
// none, is the 404 page.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seller = (await context.get(sellerSessionContext).seller())!;
  const view = await context.get(leadsBoardContext)(seller).lead(params.id);
  if (!view) notFound();
  const done = new URL(request.url).searchParams.get("done");
  return { ...view, done: DONE.includes(done as Done) ? (done as Done) : null };
}

const DONE = ["stage", "undone", "nothingToUndo", "note", "followUp", "followUpCleared", "disputed"] as const;
type Done = (typeof DONE)[number];

export type LeadActionData = { error: StageRefusal | "note" | "day" | "expired" | DisputeRefusal; values: Record<string, string> };
const refused = (error: LeadActionData["error"], values: Record<string, string>, status = 400) => data<LeadActionData>({ error, values }, { status });

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return refused("expired", {}, 403);
  const field = (name: string) => String(form.get(name) ?? "");
  const seller = (await context.get(sellerSessionContext).seller())!;
  const board = context.get(leadsBoardContext)(seller);
  const back = (done: Done) => redirect(`${new URL(request.url).pathname.replace(/\.data$/, "")}?done=${done}`, 303);
  const id = params.id;
  switch (field("intent")) {
    case "stage": {
      const read = readStageChange(field("stage"), field("reason"));
      if (!read.ok) return refused(read.refusal, { stage: field("stage"), reason: field("reason") });
      return (await board.changeStage(id, read.change)) ? back("stage") : notFound();
    }
    case "undo": {
      const undone = await board.undo(id);
      return undone === null ? notFound() : back(undone === "undone" ? "undone" : "nothingToUndo");
    }
    case "note": {
      const text = readNote(field("text"));
      if (text === null) return refused("note", { text: field("text").slice(0, 4000) });
      return (await board.addNote(id, text)) ? back("note") : notFound();
    }
    case "follow-up": {
      const day = field("day").trim();
      if (!followUpDayAllowed(day, Date.now())) return refused("day", { day: day.slice(0, 10) });
      return (await board.setFollowUp(id, day)) ? back("followUp") : notFound();
    }
    case "dispute": {
      const raised = await board.dispute(id, { reason: field("reason"), note: field("note") });
      if (raised.ok) return back("disputed");
      return raised.refusal === "not-found" ? notFound() : refused(raised.refusal, { reason: field("reason"), note: field("note").slice(0, 1000) });
    }
    case "clear-follow-up":
      return (await board.setFollowUp(id, null)) ? back("followUpCleared") : notFound();
    default:
      return notFound();
  }
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const notice: LeadNotice | null = actionData ? { kind: "error", error: actionData.error } : loaderData.done ? { kind: "done", done: loaderData.done } : null;
  return <LeadDetail {...loaderData} notice={notice} values={actionData?.values ?? {}} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return boardMeta(sellerMetaLang(matches), (t) => t.title);
}

