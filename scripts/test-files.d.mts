/** The test files under `dir` (a path from `root`), as sorted paths from `root` with "/". */
export function testFiles(dir: string, root?: string): string[];
/** A test a source declares: its name as written, the describe blocks around it, and when it runs. */
export type DeclaredTest = { name: string; groups: string[]; when: { name: string; condition: string }[] };
/** The tests a TypeScript source declares, in order. */
export function declaredTests(source: string, file?: string): DeclaredTest[];
