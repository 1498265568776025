import { ensureDevVars, migrateAndSeed, run } from "./lib.mjs";

// `npm start`: build, migrate and seed local D1, then serve the built Worker in workerd on
// http://localhost:8787 (PORT changes it). SKIP_BUILD=1 reuses an existing build.

const port = process.env.PORT || "8787";
ensureDevVars();
if (process.env.SKIP_BUILD !== "1") await run("react-router", ["build"]);
await migrateAndSeed();
await run("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false"]);
