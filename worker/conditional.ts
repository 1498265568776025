// Conditional request headers, parsed by RFC 9110's grammar before anything acts on them. A value
// that breaks the grammar is ignored, as if the header had not been sent: the visitor gets the
// whole picture (200), never an error. Handing raw header text to R2 made it throw on garbage
// ("Invalid ETag in if-none-match header"), a 500 from one header.
//
// The Worker reads If-None-Match only (pictures at /image, uploaded or generated). It sends no
// Last-Modified, so If-Modified-Since has no date of ours to compare and is not read; pictures are
// small and sent whole, so Range is not read either (RFC 9110 lets a server ignore both).

/** A valid If-None-Match: "*" (any current representation), or the opaque tags of its entity tags. */
export type IfNoneMatch = "*" | readonly string[];

/**
 * One list member and the separator after it: an optional entity tag (`"…"` or `W/"…"`, etagc
 * characters inside) between optional spaces, then a comma or the end. Empty members are allowed.
 */
const MEMBER = /[ \t]*(?:(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)")?[ \t]*(?:,|$)/y;
const WILDCARD = /^[ \t]*\*[ \t]*$/;
/** An ETag this site sends: one entity tag, weak or strong. */
const ENTITY_TAG = /^(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** `*` or a comma list of entity tags (RFC 9110 §13.1.2); null when absent, empty or malformed. */
export function parseIfNoneMatch(value: string | null | undefined): IfNoneMatch | null {
  if (value == null) return null;
  if (WILDCARD.test(value)) return "*";
  const tags: string[] = [];
  const member = new RegExp(MEMBER);
  for (let at = 0; at < value.length; at = member.lastIndex) {
    member.lastIndex = at;
    const found = member.exec(value);
    if (!found || found[0] === "") return null;
    if (found[1] !== undefined) tags.push(found[1]);
  }
  return tags.length > 0 ? tags : null;
}

/**
 * The visitor's copy is current: If-None-Match is "*" or lists this ETag, compared weakly (`W/"x"`
 * and `"x"` are the same tag, RFC 9110 §8.8.3.2) as If-None-Match requires.
 */
export function matchesEtag(condition: IfNoneMatch | null, etag: string | null): boolean {
  if (condition === null) return false;
  if (condition === "*") return true;
  const own = ENTITY_TAG.exec(etag ?? "")?.[1];
  return own !== undefined && condition.includes(own);
}

/** R2's ETags are hex digests (a multipart upload's with "-" and the part count). */
const R2_SHAPED = /^[0-9A-Za-z-]{1,64}$/;

/**
 * The condition to hand R2's `get` (an R2Conditional), so that it sends no body when the visitor's
 * copy is current; undefined when R2 cannot be asked. R2's conditional object takes one bare tag
 * and reads "*" as its wildcard, so only a single tag shaped like R2's own is handed over; for
 * any other condition (a list, "*", a quoted "*") the caller gets the body and decides with
 * `matchesEtag`, which a tag of another shape can never satisfy anyway.
 */
export function r2OnlyIf(condition: IfNoneMatch | null): { etagDoesNotMatch: string } | undefined {
  const tag = condition !== "*" && condition?.length === 1 ? condition[0]! : "";
  return R2_SHAPED.test(tag) ? { etagDoesNotMatch: tag } : undefined;
}
