import { expect, test } from "vitest";
import { shellChunk } from "../../scripts/shell-chunk";

// The client build's shell chunk: what app/root.tsx imports statically, however deep, and
// nothing that only a dynamic import or a single route reaches.

const graph: Record<string, { importers: string[] }> = {
  "/p/app/root.tsx": { importers: [] },
  "/p/app/components/header.tsx": { importers: ["/p/app/root.tsx"] },
  "/p/app/lib/format.ts": { importers: ["/p/app/components/header.tsx", "/p/app/routes/model.tsx"] },
  "/p/app/routes/model.tsx": { importers: [] },
  "/p/app/components/spec-table.tsx": { importers: ["/p/app/routes/model.tsx"] },
  // The dialog is imported dynamically: it has no static importer.
  "/p/app/components/enquiry/enquiry-dialog.tsx": { importers: [] },
  "/p/app/domain/enquiry.ts": { importers: ["/p/app/components/enquiry/enquiry-dialog.tsx"] },
  "/p/node_modules/react-router/index.js": { importers: ["/p/app/root.tsx"] },
};
const ctx = { getModuleInfo: (id: string) => (graph[id] ? { id, ...graph[id] } : null) } as never;

test("the shell chunk holds the app modules the root route imports, at any depth, and only those", () => {
  const { name } = shellChunk();
  const chunkOf = (id: string) => (name as (id: string, ctx: never) => string | null)(id, ctx);
  expect(chunkOf("/p/app/components/header.tsx")).toBe("shell");
  expect(chunkOf("/p/app/lib/format.ts")).toBe("shell");
  expect(chunkOf("/p/app/root.tsx")).toBeNull();
  expect(chunkOf("/p/app/routes/model.tsx")).toBeNull();
  expect(chunkOf("/p/app/components/spec-table.tsx")).toBeNull();
  expect(chunkOf("/p/app/components/enquiry/enquiry-dialog.tsx")).toBeNull();
  expect(chunkOf("/p/app/domain/enquiry.ts")).toBeNull();
  expect(chunkOf("/p/node_modules/react-router/index.js")).toBeNull();
});
