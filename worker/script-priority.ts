// React Router preloads every script module a page will run with <link rel="modulepreload">,
// which browsers fetch at high priority, competing with the stylesheet and the first picture
// for a slow phone connection. The scripts only make the page interactive (it reads and works
// without them), so their preloads are marked low priority: discovered early, fetched after
// what paints the page.

export function lowPriorityScripts(res: Response): Response {
  if (!res.body || !res.headers.get("Content-Type")?.startsWith("text/html")) return res;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(el) {
        el.setAttribute("fetchpriority", "low");
      },
    })
    .transform(res);
}
