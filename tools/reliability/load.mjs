import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { peakMemoryMiB } from "../bench/processes.mjs";

// A sustained load on warm pages and /api (loopback only, bounded), with the workerd process's
// resident memory sampled throughout: the answer must stay error-free and memory flat.

export async function sustainedLoad(base, paths, { seconds, connections, pids }) {
  for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer();
  const memory = [];
  const sample = () => memory.push(pids.reduce((sum, pid) => sum + rss(pid), 0));
  sample();
  const timer = setInterval(sample, 5000);
  const result = await autocannon({ url: base, connections, duration: seconds, requests: paths.map((path) => ({ method: "GET", path })) });
  clearInterval(timer);
  sample();
  return {
    seconds,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    memoryMiB: memory.map((m) => Math.round(m)),
    peakMiB: pids.reduce((sum, pid) => sum + peakMemoryMiB(pid), 0),
  };
}

function rss(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
