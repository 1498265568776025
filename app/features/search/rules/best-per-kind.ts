// The ranking's shortcut for a common word: of thousands of documents found, a search shows a few
// of each kind, so only those that can be shown are put in rank order, not all of them.

/**
 * The `n` best of each kind and every one `keepAll` names, in rank order: higher rank first, of
 * equal rank the earlier in `items`. This is `items` sorted by rank (a stable sort), less each
 * kind's past its `n`th: one pass keeping each kind's best, then a sort of those alone.
 */
export function bestPerKind<T extends { rank: number }>(items: readonly T[], n: number, kindOf: (item: T) => string, keepAll: (item: T) => boolean): T[] {
  const better = (a: number, b: number) => items[a]!.rank > items[b]!.rank || (items[a]!.rank === items[b]!.rank && a < b);
  const kept: number[] = [];
  const best = new Map<string, number[]>();
  items.forEach((item, i) => {
    if (keepAll(item)) return void kept.push(i);
    const kind = kindOf(item);
    let list = best.get(kind);
    if (!list) best.set(kind, (list = []));
    if (list.length >= n && (n <= 0 || !better(i, list[n - 1]!))) return;
    let at = list.length;
    while (at > 0 && better(i, list[at - 1]!)) at--;
    list.splice(at, 0, i);
    if (list.length > n) list.pop();
  });
  for (const list of best.values()) kept.push(...list);
  return kept.sort((a, b) => (better(a, b) ? -1 : 1)).map((i) => items[i]!);
}
