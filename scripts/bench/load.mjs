import autocannon from "autocannon";

// A bounded load on loopback: `connections` keep-alive connections for `seconds`.

export async function load(url, { connections = 16, seconds = 6 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
