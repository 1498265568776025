import { executeSql, pincodeDirectorySql } from "./lib.mjs";

// `npm run db:pincodes`: load the pincode directory (data/pincode-directory.tsv.gz) into local D1;
// `npm run db:pincodes -- --remote` into the deployed database, after its migrations
// (`npx wrangler d1 migrations apply DB --remote -c wrangler.toml`). The table is written only
// when it lacks this version of the file, so running it again is harmless
// (docs/decisions/108-pincode-directory.md). PERSIST_TO loads that local state folder instead.

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--remote" && a !== "--local");
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(" ")}: npm run db:pincodes [-- --remote]`);
  process.exit(2);
}
const where = args.includes("--remote")
  ? ["--remote"]
  : ["--local", ...(process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [])];
const { sql, summary } = await pincodeDirectorySql();
await executeSql(sql, where);
console.log(summary);
