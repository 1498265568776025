import { build } from "esbuild";
import type { Page } from "@playwright/test";

// Components no shipped page shows yet (the dealer list's cards, the OTP form) are mounted on a
// page served by the browser test itself at /__harness/{name} — same origin as the server under
// test, so /api calls and the anti-forgery cookie are real. Bundled from tests/harness/{name}.tsx.

const bundles = new Map<string, Promise<string>>();

function bundle(name: string): Promise<string> {
  let js = bundles.get(name);
  if (!js) {
    js = build({
      entryPoints: [`tests/harness/${name}.tsx`],
      bundle: true,
      write: false,
      format: "esm",
      target: "es2022",
      jsx: "automatic",
      tsconfig: "tsconfig.cloudflare.json",
      loader: { ".css": "empty" },
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    }).then((result) => result.outputFiles[0]!.text);
    bundles.set(name, js);
  }
  return js;
}

export async function openHarness(page: Page, name: string, query = "") {
  const js = await bundle(name);
  const at = (path: string) => (url: URL) => url.pathname === path;
  await page.route(at(`/__harness/${name}.js`), (route) => route.fulfill({ contentType: "text/javascript", body: js }));
  await page.route(at(`/__harness/${name}`), (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>${name}</title></head><body><div id="root"></div><script type="module" src="/__harness/${name}.js"></script></body></html>`,
    }),
  );
  // A page of the site first: the visitor's anti-forgery cookie.
  await page.goto("/");
  await page.goto(`/__harness/${name}?${query}`);
}
