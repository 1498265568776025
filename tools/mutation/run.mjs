// Runs the mutation groups named on the command line (all when none), one Stryker run each from
// the repository root, then prints each module's score from the groups' JSON reports:
//   npm --prefix tools run mutation [-- billing leads …] [--force]
// Options (--force: test every mutant again, not only those the last run's report cannot vouch
// for) go to Stryker, but --summary: no run, only the table of the reports there are.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MUTATION_GROUPS } from "./groups.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const summaryOnly = process.argv.includes("--summary");
const options = process.argv.slice(2).filter((arg) => arg.startsWith("--") && arg !== "--summary");
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = asked.filter((name) => !(name in MUTATION_GROUPS));
if (unknown.length > 0) {
  console.error(`No mutation group ${unknown.join(", ")}; the groups: ${Object.keys(MUTATION_GROUPS).join(", ")}`);
  process.exit(2);
}
const groups = asked.length > 0 ? asked : Object.keys(MUTATION_GROUPS);

for (const group of summaryOnly ? [] : groups) {
  const run = spawnSync("stryker", ["run", "tools/mutation/stryker.config.mjs", ...options], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, MUTATION_GROUP: group },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// Stryker's score: detected (killed or timed out) over valid mutants (less ignored and errors).
const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);
const rows = [];
for (const group of Object.keys(MUTATION_GROUPS)) {
  const file = `${root}tools/mutation/reports/${group}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const killed = mutants.filter((m) => DETECTED.has(m.status)).length;
    const survived = mutants.filter((m) => UNDETECTED.has(m.status)).length;
    const ignored = mutants.filter((m) => m.status === "Ignored").length;
    rows.push({ group, path, killed, survived, ignored });
  }
}
const score = (killed, survived) => (killed + survived === 0 ? "n/a" : `${((100 * killed) / (killed + survived)).toFixed(1)} %`);
console.log("\n| group | module | killed | survived | ignored (static) | score |\n|---|---|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.group} | ${r.path} | ${r.killed} | ${r.survived} | ${r.ignored} | ${score(r.killed, r.survived)} |`);
const sum = (list) => list.reduce((acc, r) => ({ killed: acc.killed + r.killed, survived: acc.survived + r.survived, ignored: acc.ignored + r.ignored }), { killed: 0, survived: 0, ignored: 0 });
for (const group of Object.keys(MUTATION_GROUPS)) {
  const of = rows.filter((r) => r.group === group);
  if (of.length === 0) continue;
  const g = sum(of);
  console.log(`| ${group} | all of the group | ${g.killed} | ${g.survived} | ${g.ignored} | ${score(g.killed, g.survived)} |`);
}
const total = rows.reduce((acc, r) => ({ killed: acc.killed + r.killed, survived: acc.survived + r.survived, ignored: acc.ignored + r.ignored }), { killed: 0, survived: 0, ignored: 0 });
console.log(`| all | | ${total.killed} | ${total.survived} | ${total.ignored} | ${score(total.killed, total.survived)} |`);
