import { Children, Fragment, type ReactElement, type ReactNode, isValidElement } from "react";
import { Scripts } from "react-router";
import { scriptJson } from "#app/lib/markup";

// React Router's <Scripts>, with the page's script modules fetched only once the page has painted.
//
// A catalogue page reads and works without JavaScript (plain links, the no-JavaScript enquiry
// page); its ~110 KB of modules only make it interactive. Fetched from the first bytes of the
// HTML, they compete with the stylesheet and first picture on a slow phone connection, and a
// browser that receives them before it has painted evaluates them first (Chromium painted a
// dealer page only after every module had run). So the router's module preloads leave the HTML
// and its bootstrap module stays there inert; one small inline script adds both when the first
// contentful paint has been reported — at once when the page is not visible or is sent to the
// background (it paints nothing there) or the browser cannot report paints, and half a second
// after `load` at the latest. The router's state hand-off stays as it is: the streamed data
// scripts need it while the HTML is still arriving.

type ElementWithProps = ReactElement<Record<string, unknown>>;

export function ScriptsAfterFirstPaint() {
  // <Scripts> is built of hooks only; called as part of this component, its output can be
  // rearranged. After hydration it renders nothing, and neither does this.
  const scripts = Scripts({});
  if (scripts === null) return null;
  const kept: ReactElement[] = [];
  const modules: string[] = [];
  let bootstrap = "";
  let nonce: string | undefined;
  for (const element of flatten(scripts)) {
    const props = element.props;
    if (element.type === "link" && props.rel === "modulepreload") modules.push(String(props.href));
    else if (element.type === "script" && props.type === "module") {
      bootstrap = String((props.dangerouslySetInnerHTML as { __html: string }).__html);
      nonce = props.nonce as string | undefined;
    } else kept.push(element);
  }
  return (
    <>
      {kept.map((element, i) => (
        <Fragment key={i}>{element}</Fragment>
      ))}
      {/* The router's bootstrap as written, inert (a data block) until the loader below runs it. */}
      <script type="text/plain" data-after-first-paint="bootstrap" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootstrap }} />
      <script
        nonce={nonce}
        data-after-first-paint="loader"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${AFTER_FIRST_PAINT})(${scriptJson(modules)})` }}
      />
    </>
  );
}

/** The elements of a tree of fragments and arrays, in document order. */
function flatten(node: ReactNode): ElementWithProps[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return [];
    return child.type === Fragment ? flatten(child.props.children as ReactNode) : [child];
  });
}

/**
 * Runs in the browser, as written (plain ES2017: no build step touches it). The module preloads
 * keep the whole module graph fetched in parallel; the nonce lets them past the CSP.
 */
const AFTER_FIRST_PAINT = `function (modules) {
  var loader = document.currentScript, nonce = loader.nonce, started = false;
  var bootstrap = loader.previousElementSibling.textContent;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload"; link.href = href; link.nonce = nonce;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module"; script.nonce = nonce; script.textContent = bootstrap;
    document.body.appendChild(script);
  }
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || [];
  if (document.visibilityState !== "visible" || paints.indexOf("paint") < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); start(); }
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start);
  window.addEventListener("load", function () { setTimeout(start, 500); });
}`;
