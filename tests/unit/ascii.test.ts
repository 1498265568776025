import { expect, test } from "vitest";
import { hasNonAscii, isAscii, pathHasNonAscii } from "#app/shared/rules/ascii";

test("route parameters containing non-ASCII characters lead to the error page", () => {
  expect(hasNonAscii({ brandName: "Mahindra", name: "Trêo" })).toBe(true);
  expect(hasNonAscii({ city: "नोएडा" })).toBe(true);
  expect(hasNonAscii({ brandName: "Mahindra", name: "Treo-Yaari", model: undefined })).toBe(false);
});

test("query parameters are checked by name and value", () => {
  expect(hasNonAscii(new URLSearchParams("more=2&q=abc"))).toBe(false);
  expect(hasNonAscii(new URLSearchParams("q=%E2%82%B9"))).toBe(true);
  expect(hasNonAscii(new URLSearchParams("%C3%A9=1"))).toBe(true);
});

test("isAscii accepts the whole ASCII range and nothing above it", () => {
  expect(isAscii("")).toBe(true);
  expect(isAscii("A-z_0 9()/~\x7F")).toBe(true);
  expect(isAscii("\u0080")).toBe(false);
  expect(isAscii("₹")).toBe(false);
});

test("a raw path is checked after percent-decoding; an undecodable one counts as non-ASCII", () => {
  expect(pathHasNonAscii("/brand/Mahindra/Treo%20Yaari")).toBe(false);
  expect(pathHasNonAscii("/brand/%E0%A4%A8")).toBe(true);
  expect(pathHasNonAscii("/brand/%E0%A4")).toBe(true);
  expect(pathHasNonAscii("/brand/é")).toBe(true);
});
