import type { z } from "zod";
import { hasNonAscii } from "#app/shared/rules/ascii";
import { ApiFailure, type FieldIssue, fieldIssue, invalidBody } from "#app/shared/server/errors";

// Validation of /api input against the contract's schemas, with per-field messages.

/** A zod error's issues, whichever zod entry point made it (the validator's or ours). */
export type ZodIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function toIssues(error: ZodIssues): FieldIssue[] {
  return error.issues.map((i) => fieldIssue(i.path.map(String).join(".") || "(root)", i.message));
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw what === "body" ? invalidBody(toIssues(result.error)) : new ApiFailure(400, "invalid_request", `Invalid ${what}`, toIssues(result.error));
  }
  return result.data;
}

/** /api parameters with non-ASCII characters (names or values) lead to a 404. */
export const queryHasNonAscii = (query: Record<string, unknown>): boolean => hasNonAscii(query);
