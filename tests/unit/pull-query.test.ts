import { expect, test } from "vitest";
import { readInstant, readPullQuery } from "#app/features/leads/rules/pull-query";

// The pull API's window: ISO 8601 times (or IST dates), at most 92 days, until after since, pages
// of at most 100 from a cursor handed back as given.

const NOW = Date.parse("2026-11-25T12:00:00Z");
const issues = (query: Record<string, string>) => {
  const read = readPullQuery(query, NOW);
  return read.ok ? [] : read.issues.map((i) => i.path);
};

test("times are ISO 8601 with their offset, or an IST date; a + that a query turned into a space is still a +", () => {
  expect(readInstant("2026-11-01T00:00:00Z")).toBe(Date.parse("2026-11-01T00:00:00Z"));
  expect(readInstant("2026-11-01T05:30:00+05:30")).toBe(Date.parse("2026-11-01T00:00:00Z"));
  expect(readInstant("2026-11-01T05:30:00 05:30")).toBe(Date.parse("2026-11-01T00:00:00Z"));
  expect(readInstant("2026-11-01T00:00:00.250Z")).toBe(Date.parse("2026-11-01T00:00:00.250Z"));
  expect(readInstant("2026-11-01")).toBe(Date.parse("2026-10-31T18:30:00Z"));
  for (const wrong of ["2026-11-01T00:00:00", "2026-02-30", "2026-02-30T00:00:00Z", "2026-11-01T24:00:00Z", "yesterday", "1730419200000", ""]) {
    expect(readInstant(wrong), wrong).toBeNull();
  }
});

test("a window is since to until (now when left out), until after since, at most 92 days; pages of at most 100", () => {
  expect(readPullQuery({ since: "2026-11-01T00:00:00Z" }, NOW)).toEqual({
    ok: true,
    query: { since: Date.parse("2026-11-01T00:00:00Z"), until: NOW, after: null, limit: 100 },
  });
  expect(readPullQuery({ since: "2026-09-01", until: "2026-12-02", limit: "20", cursor: "1793500000000_0b8e7c1e-aaaa-bbbb" }, NOW)).toMatchObject({
    ok: true,
    query: { limit: 20, after: { receivedAt: 1793500000000, id: "0b8e7c1e-aaaa-bbbb" } },
  });
  expect(issues({})).toEqual(["since"]);
  expect(issues({ since: "2026-11-02", until: "2026-11-01" })).toEqual(["until"]);
  expect(issues({ since: "2026-08-01", until: "2026-11-02" })).toEqual(["until"]);
  expect(issues({ since: "2026-11-01", limit: "101" })).toEqual(["limit"]);
  expect(issues({ since: "2026-11-01", cursor: "page-2" })).toEqual(["cursor"]);
  expect(issues({ since: "2026-11-01", from: "2026-11-01" })).toEqual(["query"]);
});
