export const TEST_INDEX: string;
/** The first argument of each test(…) call in a source: its name as written. */
export function testNames(source: string): string[];
/** docs/TESTS.md as it should read for the test files on disk. */
export function testIndex(): string;
