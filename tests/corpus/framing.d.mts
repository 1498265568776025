/** Why a request's HTTP framing is broken ("Content-Length" or "Host"), or null. */
export function malformedFraming(headers: Record<string, string>): string | null;
export const WORKER_ANSWER_HEADER: string;
/** Whether a well-framed request with a body of this length must get an answer (a timeout is a hang). */
export function owedAnAnswer(headers: Record<string, string>, bodyLength: number): boolean;
