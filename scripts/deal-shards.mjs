// Test files dealt into shards that run side by side: longest first, each onto the shard with the
// least measured time so far (the greedy longest-processing-time rule), so that no shard ends long
// after the others. A file without a measured time counts as the median of those with one.

/** `files` dealt into at most `count` shards by `seconds`, each shard with its files and total. */
export function deal(files, seconds, count) {
  const known = files.map((f) => seconds[f]).filter((s) => typeof s === "number").sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (f) => seconds[f] ?? median;
  const dealt = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = dealt.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return dealt.filter((shard) => shard.files.length > 0);
}

