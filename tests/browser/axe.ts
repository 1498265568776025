import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

// axe-core in the page under test: injected from the pinned dev dependency,
// run on the whole document (or one part of it), every violation listed with the nodes it found.

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core");

type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

export async function axeViolations(page: Page, include?: string): Promise<AxeResult[]> {
  // once per document: a second width reuses it
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ["violations"] });
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, include);
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  const violations = await axeViolations(page, include);
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
  expect(report, `axe on ${page.url()}${include ? ` in ${include}` : ""}`).toEqual([]);
}
