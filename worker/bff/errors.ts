// The one JSON error shape of /api and /admin: { error: { code, message, issues? } }.

export type FieldIssue = { path: string; message: string };

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, issues?: FieldIssue[]) {
  return { error: { code, message, ...(issues ? { issues } : {}) } };
}

export function jsonError(
  status: number,
  code: string,
  message: string,
  issues?: FieldIssue[],
  headers: Record<string, string> = {},
) {
  return Response.json(errorBody(code, message, issues), {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

export function failureResponse(failure: ApiFailure) {
  return jsonError(failure.status, failure.code, failure.message, failure.issues, failure.headers);
}

export const notFound = (what = "Nothing matches this request") =>
  new ApiFailure(404, "not_found", what);
