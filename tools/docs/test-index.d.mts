export const TEST_INDEX: string;
/** The index's line of each test a source declares: its describe blocks' names, its name as written, when it runs. */
export function testNames(source: string, file?: string): string[];
/** docs/TESTS.md as it should read for the test files on disk. */
export function testIndex(): string;
