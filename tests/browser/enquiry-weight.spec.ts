import { readFileSync, readdirSync } from "node:fs";
import { expect, hydrated, test } from "./helpers";

// The dialog's code (and the schemas it validates with) is fetched on demand: no page's first
// load carries it, and no built chunk imports it statically.

const DIALOG_CHUNK = /\/assets\/enquiry-dialog-[\w-]+\.js$/;
const ASSETS = "build/client/assets";

test("no built chunk imports the dialog chunk statically", () => {
  const files = readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
  const dialog = files.filter((f) => DIALOG_CHUNK.test(`/assets/${f}`));
  expect(dialog).toHaveLength(1);
  const staticImporters = files.filter((f) =>
    new RegExp(`(?:from|import)\\s*["']\\./${dialog[0]!.replace(".", "\\.")}["']`).test(readFileSync(`${ASSETS}/${f}`, "utf8")),
  );
  expect(staticImporters).toEqual([]);
});

test("the dialog's code is loaded on demand, not with the page's first load", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");

  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) =>
    links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
  const manifest = await page.evaluate(() => JSON.stringify((window as { __reactRouterManifest?: unknown }).__reactRouterManifest));
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.filter((p) => DIALOG_CHUNK.test(p))).toEqual([]);
  expect(manifest).not.toMatch(/enquiry-dialog-/);
  expect(scripts.filter((s) => DIALOG_CHUNK.test(s))).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts.filter((s) => DIALOG_CHUNK.test(s))).toHaveLength(1);
});
