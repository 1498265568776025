// Self time of a CPU profile of the site's Worker, by who owns the code: the framework, the
// runtime, or the site itself. The server bundle names each module it holds in a comment line
// (`// node_modules/react-dom/…`, `// app/features/catalogue/routes/type.tsx`), so a sample's line in the bundle gives
// its module. Code split into chunks of their own (build/server/assets/*.js) is the site's, but
// for React's own chunk; the chunks also hold a little of React's JSX runtime, counted as the site's.

const OWNERS = [
  [/^node_modules\/react-dom\//, "React's server renderer (react-dom/server)"],
  [/^node_modules\/(@react-router|react-router)\//, "React Router (matching, manifest, <Scripts>, data encoding)"],
  [/^node_modules\/react\/|^chunk:react-/, "React (elements, hooks)"],
  [/^node_modules\/(@hono|hono)\//, "Hono"],
  [/^node_modules\/|^chunk:rolldown-runtime-/, "other libraries, the bundler's runtime"],
  [/^worker\//, "the site: the Worker (worker/)"],
  [/^app\/|^chunk:/, "the site: pages, components, rules (app/)"],
];

/** `bundle`: the text of the server bundle the profiled isolate ran (build/server/index.js). */
export function selfTimeByOwner(profile, bundle) {
  const moduleAt = bundleModules(bundle);
  const counts = new Map();
  for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const byOwner = new Map();
  for (const node of profile.nodes) {
    const n = counts.get(node.id);
    if (!n) continue;
    const owner = ownerOf(node.callFrame, moduleAt);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + n);
  }
  const total = profile.samples.length;
  return [...byOwner].sort((a, b) => b[1] - a[1]).map(([owner, n]) => ({ owner, pct: +((100 * n) / total).toFixed(1) }));
}

function ownerOf({ url, functionName, lineNumber }, moduleAt) {
  if (functionName === "(garbage collector)") return "garbage collector";
  if (functionName === "(idle)") return "idle";
  if (functionName === "(program)") return "the runtime, outside JavaScript";
  const file = url.split("/").pop() ?? "";
  const module = file === "index.js" ? moduleAt(lineNumber + 1) : /^[\w-]+-[\w-]{8}\.js$/.test(file) ? `chunk:${file}` : null;
  if (!module) return "the runtime: streams, URL, crypto, KV, Cache API";
  return OWNERS.find(([pattern]) => pattern.test(module))?.[1] ?? "other libraries, the bundler's runtime";
}

/** The module a line of the bundle belongs to: the nearest `// path` comment above it. */
function bundleModules(bundle) {
  const starts = [];
  bundle
    .split("\n")
    .forEach((line, i) => {
      const m = /^\/\/ (\S+\.[mc]?[jt]sx?)\s*$/.exec(line);
      if (m) starts.push([i + 1, m[1]]);
    });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "(bundle)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= line) {
        found = starts[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}
