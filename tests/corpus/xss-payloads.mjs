import corpus from "./xss-payloads/corpus.json" with { type: "json" };

// The XSS corpus: payloads from published vector lists (the OWASP XSS filter evasion cheat
// sheet, DOMPurify's public test vectors with the html5sec.org set, the PortSwigger cheat sheet)
// and the ones found on this site, each tagged with its source in xss-payloads/corpus.json.
// Each would run script, navigate away or leave markup outside the allow-list if it survived.

/** @type {{ source: string, payload: string }[]} */
export const XSS_CORPUS = corpus;

/** @type {string[]} */
export const XSS_PAYLOADS = corpus.map((entry) => entry.payload);

/**
 * A sample for the quick run in `npm test`: what was found on this site (the title holding a meta
 * refresh, noframes, plaintext, a form, a frame) and every 25th payload of the published lists.
 */
export const XSS_QUICK_PAYLOADS = [
  ...XSS_PAYLOADS.filter((p) => /^<(title|noframes|plaintext|form action="https|iframe src="https)/.test(p)),
  ...XSS_PAYLOADS.filter((_, i) => i % 25 === 0),
];

/** All payloads in one HTML field (the earlier suites stored them so). */
export const XSS_HTML = XSS_PAYLOADS.join("\n");
