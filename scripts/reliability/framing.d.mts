/** Why a request's HTTP framing is broken ("Content-Length" or "Host"), or null. */
export function malformedFraming(headers: Record<string, string>): string | null;
export const WORKER_ANSWER_HEADER: string;
