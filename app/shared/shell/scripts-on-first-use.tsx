import { createContext, useContext } from "react";
import { Scripts } from "react-router";

// React Router's <Scripts>, with the page's script modules fetched when the visitor first
// interacts with the page: touches, scrolls, types, focuses a control or moves a mouse
// (docs/decisions/134).
//
// A catalogue page reads and works without JavaScript (plain links, GET forms, the no-JavaScript
// enquiry page); its ~110 KB of modules only make it interactive (the enquiry dialog, the EMI
// calculator answering as one types, client-side navigation). A visitor who only reads costs a
// slow phone neither the download nor the seconds of evaluation and hydration, and the first
// screen never competes with them. So <Scripts> is rendered, as a component, inside a <noscript>:
// React writes it there in place (it hoists no <link> out of a <noscript>), and a browser running
// scripts keeps it as inert text (one without scripts parses it, but inside a <template>, so it
// fetches nothing either). The loader after it, under the response's nonce, reads that text: it
// runs the router's state hand-off at once (the streamed data scripts need it while the HTML
// arrives) and adds the module preloads and the bootstrap module on the first interaction. A tap
// that comes before hydration does what it does without JavaScript; what is typed meanwhile stays
// typed (./typed-before-hydration.ts).
//
// Two things here are not documented API: that React writes a <link> inside <noscript> in place,
// and the shape of <Scripts>' output (module preloads, one module script, one classic script).
// This module is the only one relying on them; tests/worker/page-hints.test.ts fails when either
// changes, and tests/browser/scripts-on-first-use.spec.ts when a page stops hydrating.

/** The CSP nonce of this response (entry.server.tsx provides it; the browser hides it). */
export const NonceContext = createContext<string | undefined>(undefined);

export function ScriptsOnFirstUse() {
  const nonce = useContext(NonceContext);
  return (
    <>
      {/* React renders nothing inside a <noscript> in the browser: this hydrates as it is. The
          <template> keeps the preloads inert without JavaScript too (nothing fetched for nothing).
          No nonce on the inert copies (a cached page would keep an old one): the loader gives its own. */}
      <noscript data-on-first-use="scripts">
        <template>
          <Scripts nonce="" />
        </template>
      </noscript>
      <script nonce={nonce} data-on-first-use="loader" suppressHydrationWarning>{LOADER}</script>
    </>
  );
}

/** What counts as the visitor's first interaction: any of these, on the window, before anything else. */
export const FIRST_USE = ["pointerdown", "touchstart", "keydown", "focusin", "scroll", "mousemove"];

/**
 * Runs in the browser, as written (plain ES2017: no build step touches it); a string child of
 * <script> is React's documented inline script, written as it is. Elements parsed from
 * text never run, so each is copied into a live one, under the loader's own nonce.
 */
const LOADER = `(function () {
  var FIRST_USE = ${JSON.stringify(FIRST_USE)};
  var loader = document.currentScript, nonce = loader.nonce, later = [], started = false;
  var parsed = document.createElement("template");
  parsed.innerHTML = loader.previousElementSibling.textContent;
  parsed = parsed.content.querySelector("template");
  function live(inert) {
    var element = document.createElement(inert.tagName);
    for (var i = 0; i < inert.attributes.length; i++) {
      if (inert.attributes[i].name !== "nonce") element.setAttribute(inert.attributes[i].name, inert.attributes[i].value);
    }
    element.textContent = inert.textContent;
    element.nonce = nonce;
    return element;
  }
  parsed.content.querySelectorAll("link, script").forEach(function (inert) {
    if (inert.tagName === "SCRIPT" && inert.type !== "module") loader.parentNode.insertBefore(live(inert), loader);
    else later.push(inert);
  });
  function start() {
    if (started) return;
    started = true;
    later.forEach(function (inert) { (inert.tagName === "LINK" ? document.head : document.body).appendChild(live(inert)); });
  }
  FIRST_USE.forEach(function (type) { window.addEventListener(type, start, { once: true, passive: true, capture: true }); });
})()`;
