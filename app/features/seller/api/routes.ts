import { zValidator } from "@hono/zod-validator";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { AppEnv } from "#worker/app-env";
import { checkKey } from "#app/features/leads/server/pull-api";
import { signedInSeller } from "#app/features/seller/server/session";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import { sellerStatementsApi } from "#app/features/seller/money/api";
import { leadModel } from "#app/features/leads/rules/lead";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { jsonError } from "#app/shared/server/errors";
import { clientIp } from "#app/shared/server/client";
import { toIssues } from "#worker/bff/validate";
import { STAGES, NOTE_MAX, readNote, readStageChange } from "../board/rules/stages";
import type { BoardLead } from "../board/server/board";
import { type BoardActor, type LeadsBoard, leadsBoardOf } from "../board/server/leads-board";

// The seller API, /seller/api (docs/decisions/165, 167), for a seller's own app or CRM: its leads,
// a lead's stage and notes, and its monthly statements (money/api.ts). Who asks is the signed-in staff member (the workspace's session, with
// the anti-forgery header on a POST) or the trader's API key as a bearer (the one /leads/api takes,
// under the same lockout). Everything is the trader's own: another trader's lead id is 404 and
// changes nothing. Bodies are held to the site's limit before anything parses them (413). One
// middleware, for every route, says who asks; a route reads only `c.var.caller.tName`'s own.

export type SellerApiEnv = AppEnv & { Variables: { caller: BoardActor; board: LeadsBoard } };
/** The shell's guards, passed in: the body limit and anti-forgery live with the Worker (worker/). */
export type SellerApiGuards = { limitBody: MiddlewareHandler<AppEnv>; antiForgery: MiddlewareHandler<AppEnv> };

const DEFAULT_WINDOW_MS = 30 * 86_400_000;
const MAX_LEADS = 500;

const LeadsQuery = z.object({
  stage: z.enum(STAGES).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LEADS).default(100),
});
const StageBody = z.object({ stage: z.enum(STAGES).exclude(["new"]), reason: z.string().max(40).optional() });
const NoteBody = z.object({ text: z.string().trim().min(1).max(NOTE_MAX * 2) });
const LeadId = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });

type Checked = { success: boolean; error?: Parameters<typeof toIssues>[0] };
const checked = (result: Checked) => (result.success ? undefined : jsonError(400, "invalid_request", "Invalid request", toIssues(result.error!)));
/** The shell's helpers take the Worker's own context; this one only adds the board to its variables. */
const shell = (c: Context<SellerApiEnv>) => c as unknown as Context<AppEnv>;
const noLead = () => jsonError(404, "not_found", "No lead of yours has this id");

/** A lead as the API hands it over: the board's facts, times as ISO instants and in IST. */
export function apiLead(lead: BoardLead) {
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    id: lead.id,
    receivedAt: iso(lead.receivedAt),
    receivedAtIst: formatIstDateTime(lead.receivedAt),
    name: lead.name,
    mobile: lead.mobile,
    verified: lead.verifiedAt !== null,
    town: lead.cityName,
    area: lead.areaName,
    pincode: lead.pincode,
    distanceKm: lead.distanceKm,
    model: leadModel(lead),
    kind: lead.typeOfQuery,
    stage: lead.stage,
    lostReason: lead.lostReason || null,
    contactedAt: iso(lead.contactedAt),
    followUp: lead.followUp,
    charge: lead.charge,
  };
}

export function sellerApi(guards: SellerApiGuards): Hono<SellerApiEnv> {
  const api = new Hono<SellerApiEnv>();

  // Who asks: a key (no cookie is read, no anti-forgery needed), else the session.
  const who: MiddlewareHandler<SellerApiEnv> = async (c, next) => {
    const address = clientIp(c.req.raw);
    let actor: BoardActor;
    if (c.req.header("Authorization") !== undefined) {
      const key = await checkKey(shell(c), Date.now());
      if (!key.ok) return key.refused;
      actor = { tName: key.tName, by: `key ${key.hint}`, address, via: "api" };
    } else {
      const seller = await signedInSeller(shell(c));
      if (!seller) return jsonError(401, "unauthorized", "Sign in at /seller, or send the trader's API key: Authorization: Bearer <key>", undefined, { "WWW-Authenticate": "Bearer", ...PRIVATE_PAGE_HEADERS });
      if (c.req.method === "POST") {
        const refused = await guards.antiForgery(shell(c), async () => {});
        if (refused) return refused;
      }
      actor = { tName: seller.tName, by: seller.mobile, address, via: "api" };
    }
    c.set("caller", actor);
    c.set("board", leadsBoardOf(c.env.DB, actor));
    await next();
  };
  // The body limit first: a body over it is refused before anyone reads a key or a session.
  api.use("*", guards.limitBody, who);

  api.get("/leads", zValidator("query", LeadsQuery, checked), async (c) => {
    const { stage, since, limit } = c.req.valid("query");
    const from = since ? Date.parse(since) : Date.now() - DEFAULT_WINDOW_MS;
    const leads = await c.var.board.since(from, stage ?? "", limit);
    return c.json({ leads: leads.map(apiLead) });
  });

  api.post("/leads/:id/stage", zValidator("param", LeadId, (r) => (r.success ? undefined : noLead())), zValidator("json", StageBody, checked), async (c) => {
    const body = c.req.valid("json");
    const read = readStageChange(body.stage, body.reason);
    if (!read.ok) return jsonError(400, "invalid_request", read.refusal === "reason-needed" ? "A lost lead needs a reason" : "Unknown reason", [{ path: "reason", message: read.refusal }]);
    const id = c.req.valid("param").id;
    if (!(await c.var.board.changeStage(id, read.change))) return noLead();
    return c.json({ lead: apiLead((await c.var.board.lead(id))!.lead) });
  });

  api.post("/leads/:id/undo", zValidator("param", LeadId, (r) => (r.success ? undefined : noLead())), async (c) => {
    const id = c.req.valid("param").id;
    const undone = await c.var.board.undo(id);
    if (undone === null) return noLead();
    return c.json({ undone: undone === "undone", lead: apiLead((await c.var.board.lead(id))!.lead) });
  });

  api.post("/leads/:id/notes", zValidator("param", LeadId, (r) => (r.success ? undefined : noLead())), zValidator("json", NoteBody, checked), async (c) => {
    const text = readNote(c.req.valid("json").text);
    if (text === null) return jsonError(400, "invalid_request", `A note is at most ${NOTE_MAX} characters`, [{ path: "text", message: "too_long" }]);
    if (!(await c.var.board.addNote(c.req.valid("param").id, text))) return noLead();
    return c.json({ ok: true }, 201);
  });

  api.route("/statements", sellerStatementsApi);

  // The validator's own refusal: a body that is no JSON at all. Anything else is the shell's 500.
  api.onError((error) => {
    if (error instanceof HTTPException && error.status === 400) return jsonError(400, "invalid_json", "The body must be a JSON object");
    throw error;
  });
  return api;
}
