import { ensureDevVars, migrateAndSeed, run } from "./lib.mjs";

// `npm run dev`: the Vite dev server with hot reload on http://localhost:5173 (PORT changes it),
// on the same local D1/KV/R2 state as `npm start`: secrets from .dev.vars (created from the
// example when missing) and the sample catalogue migrated and seeded first. `localEnv` keeps the
// runtime from fetching Request.cf data from the network.

const port = process.env.PORT || "5173";
ensureDevVars();
await migrateAndSeed();
await run("react-router", ["dev", "--port", port, "--strictPort"]);
