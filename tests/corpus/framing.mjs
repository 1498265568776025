// Requests whose HTTP framing is broken: a Content-Length that is not one decimal length, or a Host
// that names no host (empty, a userinfo, a port past 65535, a bracket left open). Cloudflare's edge
// answers these 400 before any Worker runs; locally, workerd's HTTP layer (Content-Length) and
// Miniflare's entry worker (Host) answer 500 without calling the Worker. The fuzz still sends
// them, and counts such 500s apart only when they come without the Worker's own headers.
// docs/decisions/068-malformed-framing.md

const MAX_LENGTH = 2 ** 53 - 1;

/** @param {Record<string, string>} headers @returns {string | null} why the framing is broken */
export function malformedFraming(headers) {
  const length = headers["Content-Length"];
  if (length !== undefined && !(/^\s*\d+\s*$/.test(length) && Number(length) <= MAX_LENGTH)) {
    return "Content-Length";
  }
  const host = headers.Host;
  if (host !== undefined && !isAuthority(host)) return "Host";
  return null;
}

function isAuthority(host) {
  if (host === "" || host.includes("@")) return false;
  const url = URL.parse(`http://${host}/`);
  return url !== null && url.hostname !== "" && url.host === host.toLowerCase().replace(/:80$/, "");
}

/** A header every answer of the Worker carries (hono/secure-headers), absent from the runtime's own. */
export const WORKER_ANSWER_HEADER = "x-content-type-options";

/**
 * A request the server should have answered: well framed, and its body as long as it says. A
 * timeout on such a request is a hang, a failure; one whose body is shorter than its
 * Content-Length is the server rightly waiting for the rest.
 * @param {Record<string, string>} headers @param {number} bodyLength
 */
export function owedAnAnswer(headers, bodyLength) {
  if (malformedFraming(headers)) return false;
  const declared = headers["Content-Length"];
  return declared === undefined ? bodyLength === 0 : Number(declared) === bodyLength;
}
