import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "../../scripts/lib.mjs";
import { serveBuild } from "../../scripts/serve-build.mjs";
import { startEdgeProxy } from "./edge-proxy.mjs";

// The audit's baseline: the framework floor (tools/floor, a bare React Router "hello" page on the
// same versions and runtime), built and served the way the bench serves it, behind its own edge
// proxy. Lighthouse's simulated 4x CPU slowdown multiplies the machine's real main-thread time, so
// the same build scores differently from one day to the next; the floor audited in the same run
// shows how much of a page's figure is the machine's and how much is the site's.

/** Builds and serves the floor on `port` (its edge proxy on port+1); resolves to { url, stop }. */
export async function startFloor(port, { compress }) {
  await run("react-router", ["build", "tools/floor"], { stdio: "ignore" });
  const state = mkdtempSync(join(tmpdir(), "audit-floor-"));
  const server = await serveBuild({ config: "tools/floor/build/server/wrangler.json", port, persistTo: state, quiet: true });
  const proxy = compress ? await startEdgeProxy(port + 1, server.url) : null;
  return {
    url: `${proxy ? proxy.url : server.url}/`,
    async stop() {
      await proxy?.close();
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
