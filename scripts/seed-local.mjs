import { ensureDevVars, migrateAndSeed } from "./lib.mjs";

// `npm run db:seed`: migrate local D1 and reset its catalogue to the sample (records added since
// are removed); the lead ledger is kept, unless `npm run db:seed -- --leads` (then it is emptied).
// PERSIST_TO seeds that state folder instead of .wrangler/state, as `npm start` serves it.

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--leads");
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(" ")}: npm run db:seed [-- --leads]`);
  process.exit(2);
}
ensureDevVars();
const persist = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
await migrateAndSeed(persist, { leads: args.includes("--leads") });
