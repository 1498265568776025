import { ensureDevVars, migrateAndSeed } from "./lib.mjs";

// `npm run db:seed`: migrate and (re)load the sample catalogue into local D1.
ensureDevVars();
await migrateAndSeed();
