// The error screen's words (issue 19). Unlike other messages these ship in the page's script in
// both languages: the error screen must speak even where the root loader, which sends a page its
// messages, did not run (a request the root middleware refused). They are a few short lines.

export const en = {
  notFoundTitle: "Page not found",
  notFoundBefore: "You entered a wrong url.",
  notFoundLink: "Click Here",
  notFoundAfter: "to go Home Page.",
  unavailableTitle: "Temporarily unavailable",
  unavailableBody: "This page is temporarily unavailable. Please try again in a minute.",
};

export const hi: typeof en = {
  notFoundTitle: "पेज नहीं मिला",
  notFoundBefore: "यह पता सही नहीं है।",
  notFoundLink: "यहाँ क्लिक करें",
  notFoundAfter: "और होम पेज पर जाएँ।",
  unavailableTitle: "पेज अभी उपलब्ध नहीं है",
  unavailableBody: "यह पेज कुछ देर के लिए उपलब्ध नहीं है। एक मिनट बाद फिर कोशिश करें।",
};
