import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";

// Whether a page may be cached is reported by the render, so the Worker needs
// nothing of the UI; it reaches the app only through the router context and the build.

test("the Worker imports nothing of the UI's components", () => {
  const files = readdirSync("worker", { recursive: true }).map(String).filter((f) => f.endsWith(".ts"));
  const offending = files.filter((f) => /from "#app\/components\//.test(readFileSync(`worker/${f}`, "utf8")));
  expect(offending).toEqual([]);
});
