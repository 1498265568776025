import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { parseSync } from "vite";

// The test files of a layer: every `*.test.ts` or `*.spec.ts` under its folder, in subfolders at
// any depth. The worker runner deals them into shards by these paths and the test index lists
// them, so a file put in a subfolder runs in CI and is listed like any other.

/** The test files under `dir` (a path from `root`), as sorted paths from `root` with "/". */
export function testFiles(dir, root = process.cwd()) {
  return readdirSync(join(root, dir), { recursive: true })
    .filter((file) => /\.(test|spec)\.ts$/.test(file))
    .map((file) => `${dir}/${file.split(sep).join("/")}`)
    .sort();
}

// What a test file declares, read from its syntax tree (Vite's parser): every `test(…)` and
// `it(…)` with its name as written, the names of the `describe` blocks around it, and the
// modifiers that decide when it runs (`skipIf(…)`, `runIf(…)`, `each(…)`, `skip`, …), as Vitest
// and Playwright spell them. A test inside a loop is one declaration.

/** Modifiers of a test or a describe block; any other member (`step`, `use`, `configure`) is none. */
const MODIFIERS = new Set(["skip", "only", "todo", "fixme", "fail", "fails", "concurrent", "sequential", "serial", "parallel", "shuffle", "skipIf", "runIf", "each", "for"]);

/** `test.skipIf(x)` → `{ root: "test", steps: [{ name: "skipIf", args: [x] }] }`; null when not a chain of names. */
function chainOf(node) {
  if (node.type === "Identifier") return { root: node.name, steps: [] };
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") {
    const chain = chainOf(node.object);
    return chain && { root: chain.root, steps: [...chain.steps, { name: node.property.name, args: null }] };
  }
  // `test.each(table)` and `test.each\`table\``: the table is the step's argument.
  if (node.type === "CallExpression" || node.type === "TaggedTemplateExpression") {
    const chain = chainOf(node.callee ?? node.tag);
    if (!chain?.steps.length) return null;
    const last = chain.steps.at(-1);
    return last.args ? null : { root: chain.root, steps: [...chain.steps.slice(0, -1), { name: last.name, args: node.arguments ?? [node.quasi] }] };
  }
  return null;
}

/** A call that declares a test or a describe block, by its name's node; else null. */
function declarationOf(call) {
  const chain = chainOf(call.callee);
  const name = call.arguments[0];
  if (!chain || !name || !(name.type === "TemplateLiteral" || (name.type === "Literal" && typeof name.value === "string"))) return null;
  const { root, steps } = chain;
  const group = root === "describe" || root === "suite" || ((root === "test" || root === "it") && steps[0]?.name === "describe");
  if (!group && root !== "test" && root !== "it") return null;
  const modifiers = group && steps[0]?.name === "describe" ? steps.slice(1) : steps;
  return modifiers.every((step) => MODIFIERS.has(step.name)) ? { group, name, modifiers } : null;
}

/**
 * The tests a TypeScript source declares, in order: each with its name as written (quotes off, a
 * template keeping its `${…}`, white space collapsed), the describe blocks around it, and when it
 * runs: its own and its blocks' modifiers, each with its condition as written.
 */
export function declaredTests(source, file = "test.ts") {
  const parsed = parseSync(file, source, { lang: "ts", preserveParens: false });
  if (parsed.errors.length) throw new Error(`${file}: ${parsed.errors[0].message}`);
  const text = (node) => source.slice(node.start, node.end).replace(/\s+/g, " ").trim();
  const declared = [];
  const visit = (node, groups, modifiers) => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, groups, modifiers));
    if (!node || typeof node.type !== "string") return;
    const found = node.type === "CallExpression" ? declarationOf(node) : null;
    if (found) {
      const name = text(found.name).slice(1, -1).trim();
      const when = [...modifiers, ...found.modifiers.map((step) => ({ name: step.name, condition: step.args?.length ? text(step.args[0]) : "" }))];
      if (found.group) visit(node.arguments.slice(1), [...groups, name], when);
      else declared.push({ name, groups, when });
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== "parent" && value && typeof value === "object") visit(value, groups, modifiers);
  };
  visit(parsed.program, [], []);
  return declared;
}
