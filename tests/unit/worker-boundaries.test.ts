import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
import { expect, test } from "vitest";

// The house's arrows (docs/decisions/161): shared code imports no feature, and the Worker (the
// shell) imports nothing of the UI: whether a page may be cached is reported by the render, so the
// shell needs no component.

const sources = (root: string) =>
  readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(root, f));

/** Every module a file imports, as a path from the repository's root (aliases and relative paths). */
function importsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].flatMap(([, spec]) => {
    if (spec!.startsWith("#app/")) return [join("app", spec!.slice(5))];
    if (spec!.startsWith("#worker/")) return [join("worker", spec!.slice(8))];
    if (spec!.startsWith(".")) return [normalize(join(dirname(file), spec!))];
    return [];
  });
}

test("shared code imports no feature", () => {
  const files = sources(join("app", "shared"));
  expect(files.length).toBeGreaterThan(50);
  const offending = files.flatMap((f) => importsOf(f).filter((to) => to.startsWith(join("app", "features") + sep)).map((to) => `${f} → ${to}`));
  expect(offending).toEqual([]);
});

test("the Worker imports nothing of the UI's components", () => {
  const shell = sources("worker");
  expect(shell.length).toBeGreaterThan(40);
  const offending = shell.flatMap((f) => importsOf(f).filter((to) => to.includes(`${sep}components${sep}`)).map((to) => `${f} → ${to}`));
  expect(offending).toEqual([]);
});

test("the house's arrows are read from both spellings of an import: alias and relative path", () => {
  const text = 'import { a } from "../../features/leads/rules/lead";\nimport type { B } from "#app/features/town/rules/town";\nimport { c } from "react";';
  expect(importsOf(join("app", "shared", "rules", "x.ts"), text)).toEqual([
    join("app", "features", "leads", "rules", "lead"),
    join("app", "features", "town", "rules", "town"),
  ]);
});
