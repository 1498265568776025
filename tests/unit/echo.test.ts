import { expect, test } from "vitest";
import { ECHO_MAX, echoed } from "#app/shared/rules/echo";

// What an answer repeats of what was sent is at most a line (app/shared/rules/echo.ts).

test("an answer repeats at most 80 characters of a value: a longer one is cut to 79 and an ellipsis", () => {
  expect(ECHO_MAX).toBe(80);
  expect(echoed("Mahindra")).toBe("Mahindra");
  expect(echoed("a".repeat(80))).toBe("a".repeat(80));
  expect(echoed("a".repeat(81))).toBe(`${"a".repeat(79)}…`);
  expect(echoed("b".repeat(3_900_000))).toHaveLength(80);
  // Characters, not UTF-16 units: 81 Devanagari letters → 79 and "…"; an emoji is never split.
  expect(echoed("क".repeat(81))).toBe(`${"क".repeat(79)}…`);
  expect(Array.from(echoed("😀".repeat(100)))).toHaveLength(80);
});
