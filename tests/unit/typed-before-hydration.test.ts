import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { API } from "typescript/unstable/sync";
import { type Node, SyntaxKind } from "typescript/unstable/ast";
import { afterAll, expect, test } from "vitest";

// What a visitor types before a page hydrates stays typed (docs/decisions/144). React writes a
// controlled field's state (its `value` or `checked`) back on the first render after hydration,
// and puts the server's text back into a <textarea> while hydrating it: so a field with a value
// React controls adopts what was typed with `useTypedBeforeHydration` (called with the field's
// own id, app/shared/components/typed-before-hydration.ts), checkboxes are uncontrolled, and a text area
// is written as `TextArea` (app/shared/components/text-area.tsx). The browser journey is
// tests/browser/typing-while-loading.spec.ts; this finds the fields it does not visit.

const ROOT = join(__dirname, "../..");
const HOME = join("app", "shared", "components", "text-area.tsx");

function tsxUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxUnder(path);
    return name.endsWith(".tsx") ? [path] : [];
  });
}

type Source = Node & { text: string };
type Attribute = Node & { name: Node & { text: string }; initializer?: Node & { expression?: Node } };

/** The fields of a component source that would lose what was typed before hydration. */
function fieldsLosingInput(file: string, source: Source): string[] {
  // a node's source without the comments and spaces before it
  const text = (node: Node) => source.text.slice(node.pos, node.end).replace(/^(\s+|\/\/.*|\/\*[\s\S]*?\*\/)*/, "");
  const line = (node: Node) => source.text.slice(0, node.end - text(node).length).split("\n").length;
  const adopted = new Set<string>();
  const controlled: { id: string; where: string }[] = [];
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.kind === SyntaxKind.CallExpression) {
      const call = node as Node & { expression: Node; arguments: Node[] };
      if (text(call.expression) === "useTypedBeforeHydration" && call.arguments[0]) adopted.add(text(call.arguments[0]));
    }
    if (node.kind === SyntaxKind.JsxSelfClosingElement || node.kind === SyntaxKind.JsxOpeningElement) {
      const element = node as Node & { tagName: Node; attributes: Node & { properties: Node[] } };
      const tag = text(element.tagName);
      const attributes = new Map(
        element.attributes.properties
          .filter((p) => p.kind === SyntaxKind.JsxAttribute)
          .map((p) => {
            const a = p as Attribute;
            const value = a.initializer?.kind === SyntaxKind.JsxExpression ? a.initializer.expression : a.initializer;
            return [a.name.text, value ? text(value) : "true"] as const;
          }),
      );
      const where = `${file}:${line(node)} <${tag}>`;
      if (tag === "textarea" && file !== HOME) found.push(`${where}: a text area is written as TextArea`);
      const type = attributes.get("type");
      if (tag === "input" && attributes.has("checked")) found.push(`${where}: a checkbox is uncontrolled (defaultChecked)`);
      // a checkbox's or a radio button's value is what it sends, a hidden or read-only field's is not typed
      const typed = !['"hidden"', '"checkbox"', '"radio"'].includes(type ?? "") && !attributes.has("readOnly");
      if ((tag === "input" || tag === "select") && typed && attributes.has("value")) controlled.push({ id: attributes.get("id") ?? "(no id)", where });
    }
    node.forEachChild(visit);
  };
  visit(source);
  for (const field of controlled) {
    if (!adopted.has(field.id)) found.push(`${field.where}: its value is controlled, so useTypedBeforeHydration(${field.id}, …) adopts what was typed`);
  }
  return found;
}

// The TypeScript compiler (its API runs the native compiler beside the test) parses the app's
// components as the build does.
const api = new API({ cwd: ROOT });
afterAll(() => api.close());

function parsed(files: string[]) {
  const program = api.updateSnapshot({ openProject: join(ROOT, "tsconfig.cloudflare.json") }).getProjects()[0]!.program;
  return files.map((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${relative(ROOT, file)} is not in the app's TypeScript project`);
    return { file: relative(ROOT, file), source: source as unknown as Source };
  });
}

test("every field keeps what was typed before hydration: a controlled value adopts it, no checkbox is controlled, every text area is a TextArea", () => {
  const files = tsxUnder(join(ROOT, "app"));
  expect(files.length).toBeGreaterThan(50);
  expect(parsed(files).flatMap(({ file, source }) => fieldsLosingInput(file, source))).toEqual([]);
});

test("every field keeps what was typed before hydration: a controlled field without the hook, a controlled checkbox and a raw text area are found", () => {
  const [{ file, source }] = parsed([join(ROOT, "tests", "harness", "controlled-fields-sample.tsx")]) as [{ file: string; source: Source }];
  expect(fieldsLosingInput(file, source).map((problem) => problem.replace(/^.*?:(\d+) /, "$1 "))).toEqual([
    "17 <input>: a checkbox is uncontrolled (defaultChecked)",
    "18 <textarea>: a text area is written as TextArea",
    '16 <input>: its value is controlled, so useTypedBeforeHydration("lost", …) adopts what was typed',
  ]);
});
