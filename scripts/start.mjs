import { ensureDevVars, migrate, migrateAndSeed, run } from "./lib.mjs";

// `npm start`: build, migrate and seed local D1, then serve the built Worker in workerd on
// http://localhost:8787 (PORT changes it). SKIP_BUILD=1 reuses an existing build;
// ENQUIRY_RETRY_BASE_SECONDS, WEBHOOK_RETRY_BASE_SECONDS and SITE_URL override wrangler.toml's.
// PERSIST_TO keeps the local D1, KV, R2 and Queues in that folder instead of .wrangler/state
// (the browser tests start each run from a fresh sample catalogue there). SKIP_SEED=1 keeps the
// local catalogue as it is (a generated one: `npm run db:seed -- --scale 100`) and only migrates.

const port = process.env.PORT || "8787";
ensureDevVars();
if (process.env.SKIP_BUILD !== "1") await run("react-router", ["build"]);
const persist = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
if (process.env.SKIP_SEED === "1") await migrate(persist);
else await migrateAndSeed(persist);
// Retry delays of the queues can be shortened for a local run, and SITE_URL name this machine so
// that a trader's webhook may be a receiver here (the browser tests' receiver).
const vars = ["ENQUIRY_RETRY_BASE_SECONDS", "WEBHOOK_RETRY_BASE_SECONDS", "SITE_URL"]
  .filter((name) => process.env[name])
  .flatMap((name) => ["--var", `${name}:${process.env[name]}`]);
// wrangler dev fires no cron trigger, so the timed work (worker/scheduled.ts) is run here as the
// platform would run it: every five minutes through the route wrangler dev keeps for it
// (/cdn-cgi/handler/scheduled, local only; a test may add `&time=<ms>` to run it at another moment).
const FIVE_MINUTES = 5 * 60 * 1000;
const tick = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`).catch(() => {});
}, FIVE_MINUTES);
try {
  await run("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...persist, ...vars]);
} finally {
  clearInterval(tick);
}
