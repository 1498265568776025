import { expect, test } from "vitest";
import { selfTimeByOwner } from "../bench/owners.mjs";

// `npm --prefix tools run bench:profile` groups a profile's self time by owner through the module
// comments of the server bundle: a sample's line in the bundle names its module.

const bundle = [
  "var runtime = 1;", // 1: before any module comment: the bundler's own code
  "// node_modules/react-dom/cjs/react-dom-server.node.production.js", // 2
  "function writeChunk() {}", // 3
  "// node_modules/react-router/dist/production/lib/router/utils.js", // 4
  "function matchRoutes() {}", // 5
  "// node_modules/hono/dist/compose.js", // 6
  "function dispatch() {}", // 7
  "// worker/html-cache.ts", // 8
  "function htmlCache() {}", // 9
  "// app/features/catalogue/routes/type.tsx", // 10
  "function TypeScreen() {}", // 11
].join("\n");

const frame = (id: number, url: string, functionName: string, line: number) => ({ id, callFrame: { url, functionName, lineNumber: line - 1 } });
const index = "file:///work/build/server/index.js";
const profile = {
  nodes: [
    frame(1, index, "writeChunk", 3),
    frame(2, index, "matchRoutes", 5),
    frame(3, index, "dispatch", 7),
    frame(4, index, "htmlCache", 9),
    frame(5, index, "TypeScreen", 11),
    frame(6, "file:///work/build/server/assets/result--0zmhCDv.js", "fill", 33),
    frame(7, "file:///work/build/server/assets/react-nYtEg-K2.js", "createElement", 288),
    frame(8, "", "transform", 0),
    frame(9, "", "(garbage collector)", 0),
    frame(10, "", "(idle)", 0),
    frame(11, index, "runtime", 1),
  ],
  // writeChunk 4 samples, TypeScreen and the chunk's fill 2 each, the rest 1: 16 in all.
  samples: [1, 1, 1, 1, 5, 5, 6, 6, 2, 3, 4, 7, 8, 9, 10, 11],
};

test("the profile's self time is grouped by the owner of each sampled line", () => {
  const byOwner = Object.fromEntries(selfTimeByOwner(profile, bundle).map((r) => [r.owner, r.pct]));
  expect(byOwner).toEqual({
    "React's server renderer (react-dom/server)": 25,
    "the site: pages, components, rules (app/)": 25,
    "React Router (matching, manifest, <Scripts>, data encoding)": 6.3,
    Hono: 6.3,
    "the site: the Worker (worker/)": 6.3,
    "React (elements, hooks)": 6.3,
    "the runtime: streams, URL, crypto, KV, Cache API": 6.3,
    "garbage collector": 6.3,
    idle: 6.3,
    "other libraries, the bundler's runtime": 6.3,
  });
});
