import { expect, test } from "vitest";
import * as terms from "#app/shared/business-terms";

test("manufacturers receive free leads for at most two weeks", () => {
  expect(terms.FREE_MANUFACTURER_LEAD_DAYS).toBeLessThanOrEqual(14);
});

test("users must be 18 or older", () => {
  expect(terms.MIN_AGE).toBe(18);
});

test("the terms name an Indian court jurisdiction", () => {
  expect(terms.JURISDICTION_COURTS).toMatch(/courts at .+, India$/);
});

test("the operator address and the helpline are well formed", () => {
  expect(terms.OPERATOR_EMAIL).toMatch(/^[a-z]+@[a-z0-9-]+\.[a-z]+$/);
  expect(terms.HELPLINE_MOBILE).toMatch(/^[6-9]\d{9}$/);
});
