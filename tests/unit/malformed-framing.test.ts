import { expect, test } from "vitest";
import { malformedFraming, owedAnAnswer } from "../corpus/framing.mjs";

// docs/decisions/068: only broken framing (the edge's to refuse) is told apart from the Worker's answers.

test("a Content-Length that is not one decimal length is broken framing", () => {
  for (const v of ["-1", "abc", "1e3", "5, 5", "99999999999999999999"]) expect(malformedFraming({ "Content-Length": v }), v).toBe("Content-Length");
  for (const v of ["0", "5", " 5", "16384"]) expect(malformedFraming({ "Content-Length": v }), v).toBeNull();
});

test("a Host that names no host is broken framing; an odd but valid host is not", () => {
  for (const v of ["", "[", "[::1", "localhost:99999", "evil.example:80@localhost", "%00"]) expect(malformedFraming({ Host: v }), v).toBe("Host");
  for (const v of ["evil.example", "localhost:8787", "a".repeat(300), "[::1]:8080"]) expect(malformedFraming({ Host: v }), v).toBeNull();
});

test("other headers never make a request's framing broken", () => {
  expect(malformedFraming({ Referer: "http://[", Cookie: "=", "Content-Type": "" })).toBeNull();
});

test("a well-framed request whose body is as long as it says is owed an answer: its timeout is a hang", () => {
  expect(owedAnAnswer({}, 0)).toBe(true);
  expect(owedAnAnswer({ "Content-Length": "5" }, 5)).toBe(true);
  // the server rightly waits for the rest of a body shorter than declared
  expect(owedAnAnswer({ "Content-Length": "50" }, 5)).toBe(false);
  expect(owedAnAnswer({ "Content-Length": "abc" }, 3)).toBe(false);
  expect(owedAnAnswer({ Host: "[" }, 0)).toBe(false);
});
