import { ensureDevVars, migrateAndSeed, migrateAndSeedScaled } from "./lib.mjs";

// `npm run db:seed`: migrate local D1 and reset its catalogue to the sample (records added since
// are removed); the lead ledger is kept, unless `npm run db:seed -- --leads` (then it is emptied).
// `npm run db:seed -- --scale 100 [--seed 7]`: reset it to a generated catalogue 100 times the
// sample instead, the same for the same scale and seed (docs/decisions/127); serve it with
// `SKIP_SEED=1 npm start`, as a plain `npm start` resets to the sample again.
// PERSIST_TO seeds that state folder instead of .wrangler/state, as `npm start` serves it.

const USAGE = "npm run db:seed [-- [--leads] [--scale N] [--seed S]]";
const args = process.argv.slice(2);
const options = { leads: false, scale: undefined, seed: undefined };
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--leads") options.leads = true;
  else if (arg === "--scale" || arg === "--seed") {
    const value = Number(args[++i]);
    if (!Number.isInteger(value) || value < (arg === "--scale" ? 1 : 0)) {
      console.error(`${arg} takes a whole number${arg === "--scale" ? " of 1 or more" : ""}: ${USAGE}`);
      process.exit(2);
    }
    options[arg.slice(2)] = value;
  } else {
    console.error(`Unknown option ${arg}: ${USAGE}`);
    process.exit(2);
  }
}
ensureDevVars();
const persist = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
if (options.scale === undefined && options.seed === undefined) await migrateAndSeed(persist, { leads: options.leads });
else await migrateAndSeedScaled(persist, { scale: options.scale ?? 1, seed: options.seed, leads: options.leads });
