import { expect, test } from "vitest";
import { notFound, required, unavailable } from "#app/shared/lib/route-errors";

// An empty lookup a page cannot do without is the error screen with HTTP 404.

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
};

test("empty result of a lookup leads to the error page: required throws the 404", () => {
  const error = thrown(() => required([]));
  expect(error).toBeInstanceOf(Response);
  expect((error as Response).status).toBe(404);
});

test("a non-empty lookup is returned as it is, its first item typed as present", () => {
  const items = [{ name: "Treo" }, { name: "Zor" }];
  const [first] = required(items);
  expect(first.name).toBe("Treo");
  expect(required(items)).toBe(items);
});

test("a screen's own check throws the same 404 as an empty lookup", () => {
  expect((thrown(notFound) as Response).status).toBe(404);
});

test("an origin failure keeps its status and names its reason", () => {
  const error = thrown(() => unavailable(504, "origin_timeout")) as Response;
  expect([error.status, error.statusText]).toEqual([504, "origin_timeout"]);
});
