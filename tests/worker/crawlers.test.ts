import { expect, test } from "vitest";
import { fetchWorker } from "./helpers";
import { statusRows } from "./status-rows";

// Architecture "Status-correct SSR": crawlers (isbot) get the fully resolved document, not a shell
// whose Suspense boundaries are filled in later by streamed scripts.

const GOOGLEBOT = "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.139 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** React's marks of a boundary still pending in the shell, and of content streamed in after it. */
const PENDING_BOUNDARY = "<!--$?-->";
const STREAMED_SEGMENT = /<template id="B:|<div hidden id="S:|\$RC\(/;

// One URL of every page type, and the error screen.
const firstOfEachScreen = [...new Map(statusRows().map((r) => [r.screen, r])).values()];

for (const row of firstOfEachScreen) {
  test(`a crawler gets the whole document with every Suspense boundary resolved: ${row.screen} ${row.path}`, async () => {
    const res = await fetchWorker(row.path, { headers: { "User-Agent": GOOGLEBOT } });
    expect(res.status).toBe(row.status);
    const html = await res.text();
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html).not.toContain(PENDING_BOUNDARY);
    expect(html).not.toMatch(STREAMED_SEGMENT);
  });
}

test("the markers looked for are those React streams for a late boundary, and allReady removes them", async () => {
  // Guards the test above against looking for the wrong thing.
  const { renderToReadableStream } = await import("react-dom/server");
  const { Suspense, createElement, use } = await import("react");
  const render = () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("late"), 20));
    const Late = () => createElement("p", null, use(later));
    return renderToReadableStream(createElement("div", null, createElement(Suspense, { fallback: "…" }, createElement(Late))));
  };
  const streamed = await new Response(await render()).text();
  expect(streamed).toContain(PENDING_BOUNDARY);
  expect(streamed).toMatch(STREAMED_SEGMENT);
  const whole = await render();
  await whole.allReady;
  const resolved = await new Response(whole).text();
  expect(resolved).toContain("<p>late</p>");
  expect(resolved).not.toContain(PENDING_BOUNDARY);
  expect(resolved).not.toMatch(STREAMED_SEGMENT);
});
