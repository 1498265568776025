import { expect, test } from "vitest";
import { matchesEtag, parseIfNoneMatch, r2OnlyIf } from "#worker/conditional";

// worker/conditional.ts: If-None-Match by RFC 9110's grammar; a malformed value is as if absent.

const MALFORMED = [
  "garbage", "\"", "W/", "\"unclosed", "W/x", "w/\"x\"", "\"a\" \"b\"", "*, \"a\"", "\"a\", *", "\"a\"x", "x\"a\"", "**", "*x",
  "W/ \"a\"", "W /\"a\"", "\"a\"\"b\"", "\"a\tb\"", "\"a b\"", "\"\x7f\"", "\"\u0100\"", "x".repeat(1000), "\"a\";q=1",
];

test("a malformed If-None-Match is ignored, never thrown on", () => {
  for (const value of MALFORMED) expect(parseIfNoneMatch(value), JSON.stringify(value)).toBeNull();
  expect(parseIfNoneMatch(undefined)).toBeNull();
  expect(parseIfNoneMatch(null)).toBeNull();
});

test("an If-None-Match without any tag (empty, spaces, commas) is ignored", () => {
  for (const value of ["", " ", "\t", ",", " , ,"]) expect(parseIfNoneMatch(value), JSON.stringify(value)).toBeNull();
});

test("If-None-Match is * alone, or a comma list of strong and weak entity tags (spaces and empty members allowed)", () => {
  expect(parseIfNoneMatch("*")).toBe("*");
  expect(parseIfNoneMatch(" * ")).toBe("*");
  expect(parseIfNoneMatch("\"abc\"")).toEqual(["abc"]);
  expect(parseIfNoneMatch("W/\"abc\"")).toEqual(["abc"]);
  expect(parseIfNoneMatch("\"\"")).toEqual([""]);
  expect(parseIfNoneMatch("\"a\", W/\"b\",\"c\"")).toEqual(["a", "b", "c"]);
  expect(parseIfNoneMatch(" \"a\" ,, \t,\"b\", ")).toEqual(["a", "b"]);
  // etagc: every visible character but the double quote, obs-text included; a comma is inside the tag
  expect(parseIfNoneMatch("\"a,b\"")).toEqual(["a,b"]);
  expect(parseIfNoneMatch("\"*\"")).toEqual(["*"]);
  expect(parseIfNoneMatch("\"W/\\é\"")).toEqual(["W/\\é"]);
  expect(parseIfNoneMatch(`"${"a".repeat(5000)}"`)).toEqual(["a".repeat(5000)]);
});

test("the visitor's copy is current when If-None-Match lists its ETag, compared weakly, or is *", () => {
  expect(matchesEtag(["abc"], "\"abc\"")).toBe(true);
  expect(matchesEtag(parseIfNoneMatch("W/\"abc\""), "\"abc\"")).toBe(true);
  expect(matchesEtag(parseIfNoneMatch("\"abc\""), "W/\"abc\"")).toBe(true);
  expect(matchesEtag(parseIfNoneMatch("\"x\", \"abc\""), "\"abc\"")).toBe(true);
  expect(matchesEtag("*", "\"abc\"")).toBe(true);
  expect(matchesEtag(parseIfNoneMatch("\"ab\""), "\"abc\"")).toBe(false);
  expect(matchesEtag(parseIfNoneMatch("\"*\""), "\"abc\"")).toBe(false);
  expect(matchesEtag(parseIfNoneMatch("garbage"), "\"abc\"")).toBe(false);
  expect(matchesEtag(null, "\"abc\"")).toBe(false);
  expect(matchesEtag(["abc"], null)).toBe(false);
  expect(matchesEtag(["abc"], "abc")).toBe(false);
});

test("R2 is handed one tag shaped like its own ETags, and nothing else: a list, * or an odd tag is decided by the Worker", () => {
  expect(r2OnlyIf(parseIfNoneMatch("\"0123456789abcdef0123456789abcdef\""))).toEqual({ etagDoesNotMatch: "0123456789abcdef0123456789abcdef" });
  expect(r2OnlyIf(parseIfNoneMatch("W/\"abc-2\""))).toEqual({ etagDoesNotMatch: "abc-2" });
  for (const value of ["*", "\"*\"", "\"\"", "\"a\", \"b\"", "\"a b\"", "\"é\"", "\"a/b\"", `"${"a".repeat(65)}"`, "garbage"]) {
    expect(r2OnlyIf(parseIfNoneMatch(value)), value).toBeUndefined();
  }
  expect(r2OnlyIf(null)).toBeUndefined();
});

test("any header value parses without throwing: 5,000 generated mixes of quotes, W/, commas, spaces, stars and odd characters", () => {
  let seed = 7;
  const next = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const alphabet = ["\"", "W", "/", ",", " ", "\t", "*", "a", "é", "\x7f", "\x00"];
  for (let i = 0; i < 5000; i++) {
    const value = Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    const parsed = parseIfNoneMatch(value);
    expect(parsed === null || parsed === "*" || Array.isArray(parsed), value).toBe(true);
    expect(() => r2OnlyIf(parsed)).not.toThrow();
  }
});
