import autocannon from "autocannon";
import { cpuMs } from "./processes.mjs";

// A bounded load on loopback: `connections` keep-alive connections for `seconds`. With the
// server's `pids`, also the server's CPU time per request (all its threads): on a shared 2-core
// host the load generator and neighbours move requests per second more than they move that.

export async function load(url, { connections = 16, seconds = 6, pids } = {}) {
  const before = pids ? cpuMs(pids) : 0;
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: pids && result.requests.total ? (cpuMs(pids) - before) / result.requests.total : undefined,
  };
}
