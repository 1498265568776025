import { expect, test } from "vitest";
import { bestPerKind } from "#app/features/search/rules/best-per-kind";

type Item = { id: number; kind: string; rank: number };
const kindOf = (item: Item) => item.kind;
const none = () => false;

/** Items of three kinds with many equal ranks, the same for the same seed. */
function items(count: number, seed: number): Item[] {
  let x = seed;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, (_, id) => ({ id, kind: ["model", "dealer", "brand"][Math.floor(next() * 3)]!, rank: Math.floor(next() * 20) }));
}

/** What a stable sort of every item by rank keeps of each kind: its first `n`, and all of `keepAll`. */
function sortedThenCapped(list: readonly Item[], n: number, keepAll: (item: Item) => boolean): Item[] {
  const count = new Map<string, number>();
  return [...list]
    .sort((a, b) => b.rank - a.rank)
    .filter((item) => {
      if (keepAll(item)) return true;
      count.set(item.kind, (count.get(item.kind) ?? 0) + 1);
      return count.get(item.kind)! <= n;
    });
}

test("the best n of each kind are kept in rank order, as a stable sort of them all keeps each kind's first n", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const list = items(500, seed);
    for (const n of [1, 8, 40]) expect(bestPerKind(list, n, kindOf, none), `seed ${seed}, n ${n}`).toEqual(sortedThenCapped(list, n, none));
  }
});

test("of equal rank, the earlier in the list comes first", () => {
  const list = [
    { id: 0, kind: "model", rank: 5 },
    { id: 1, kind: "model", rank: 7 },
    { id: 2, kind: "model", rank: 5 },
    { id: 3, kind: "model", rank: 5 },
  ];
  expect(bestPerKind(list, 3, kindOf, none).map((i) => i.id)).toEqual([1, 0, 2]);
});

test("every item of a kind kept whole is kept, wherever it ranks, and takes no place of another kind's", () => {
  const list = items(300, 9);
  const types = (item: Item) => item.kind === "brand";
  const kept = bestPerKind(list, 2, kindOf, types);
  expect(kept.filter(types)).toHaveLength(list.filter(types).length);
  expect(kept).toEqual(sortedThenCapped(list, 2, types));
});

test("nothing of a kind is kept when n is 0, and an empty list gives none", () => {
  expect(bestPerKind(items(50, 3), 0, kindOf, none)).toEqual([]);
  expect(bestPerKind([], 8, kindOf, none)).toEqual([]);
});
