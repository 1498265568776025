import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// CI runs what the README tells a person to run, and that command type-checks before any test.

const readmeCommand = () => /## Test\s+```sh\n([^\n]+)\n```/.exec(readFileSync("README.md", "utf8"))?.[1];
const ciCommands = () =>
  readFileSync(".ci/run", "utf8").split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));

test(".ci/run ends with exactly the README's test command, and that command runs the type check first", () => {
  const command = readmeCommand();
  expect(command).toBe("npm test");
  expect(ciCommands().at(-1)).toBe(command);
  const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;
  expect(scripts.test!.split(" && ")[0]).toBe("npm run typecheck");
  expect(scripts.typecheck).toContain("tsc -b");
});
