import type { CodeSplittingGroup } from "rolldown";

// One chunk for the app code every page loads: the modules app/root.tsx imports, directly or not.
// The bundler splits modules by the set of route entries that use them, not knowing that the root
// route is loaded with every page; it made some 20 tiny shared chunks of the shell (a few hundred
// bytes each, each with its own imports and compression overhead) that every page fetched anyway.
// Only static imports count: what loads on demand (the enquiry dialog, the buyer tools) stays out.

const ROOT = /[\\/]app[\\/]root\.tsx(\?.*)?$/;
const APP = /[\\/]app[\\/]/;

export function shellChunk(): CodeSplittingGroup {
  const inShell = new Map<string, boolean>();
  return {
    debugName: "shell",
    name: (id, ctx) => {
      // Is `id` statically imported, through any chain, by the root route?
      const reachedFromRoot = (start: string): boolean => {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const m = queue.pop()!;
          if (ROOT.test(m) || inShell.get(m)) return true;
          if (seen.has(m)) continue;
          seen.add(m);
          queue.push(...(ctx.getModuleInfo(m)?.importers ?? []));
        }
        return false;
      };
      if (!APP.test(id) || ROOT.test(id)) return null;
      if (!inShell.has(id)) inShell.set(id, reachedFromRoot(id));
      return inShell.get(id) ? "shell" : null;
    },
  };
}
