import { expect, test } from "vitest";
import { cookieValue, setCookieHeader } from "#app/shared/lib/cookies";

// Cookies are read and written one way (Hono's parser and serializer) by pages, rules and the Worker.

test("a cookie's value is read by its exact name, the first of two of that name, percent-decoded", () => {
  const header = "a=1; __Host-XSRF-TOKEN=sec.ure; XSRF-TOKEN=abc.def; town=Rae%20Bareli; town=Kanpur";
  expect(cookieValue(header, "XSRF-TOKEN")).toBe("abc.def");
  expect(cookieValue(header, "__Host-XSRF-TOKEN")).toBe("sec.ure");
  expect(cookieValue(header, "town")).toBe("Rae Bareli");
  expect(cookieValue('q="quoted"', "q")).toBe("quoted");
});

test("a cookie absent, unnamed or holding what no browser sets (non-ASCII, a bare quote) reads as none", () => {
  expect(cookieValue(null, "town")).toBeUndefined();
  expect(cookieValue("", "town")).toBeUndefined();
  expect(cookieValue("xtown=Noida; townx=Noida", "town")).toBeUndefined();
  expect(cookieValue("town=नोएडा", "town")).toBeUndefined();
  expect(cookieValue('town=a"b', "town")).toBeUndefined();
});

test("a Set-Cookie value is the percent-encoded value, then Max-Age, Path, HttpOnly, Secure and SameSite", () => {
  expect(setCookieHeader("town", "Rae Bareli", { path: "/", maxAge: 60, httpOnly: true, secure: true, sameSite: "Lax" })).toBe(
    "town=Rae%20Bareli; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax",
  );
  expect(setCookieHeader("console-lang", "hi", { path: "/admin", maxAge: 0, sameSite: "Lax" })).toBe("console-lang=hi; Max-Age=0; Path=/admin; SameSite=Lax");
});

test("a __Host- cookie is refused unless it is Secure and for the whole site", () => {
  expect(() => setCookieHeader("__Host-admin_session", "x", { path: "/", secure: false })).toThrow();
  expect(() => setCookieHeader("__Host-admin_session", "x", { path: "/admin", secure: true })).toThrow();
  expect(setCookieHeader("__Host-admin_session", "x", { path: "/", secure: true })).toBe("__Host-admin_session=x; Path=/; Secure");
});
