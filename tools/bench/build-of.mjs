import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { run } from "../../scripts/lib.mjs";

/**
 * A build directory of a version of the site: a directory holding server/ and client/ as given,
 * or a git revision built in a scratch copy under `scratch` (for before/after figures).
 */
export async function buildOf(version, scratch) {
  if (existsSync(join(version, "server", "wrangler.json"))) return resolve(version);
  const dir = join(scratch, version.replace(/[^\w.-]+/g, "_"));
  mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${JSON.stringify(version)} | tar -x -C ${JSON.stringify(dir)}`]);
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  if (existsSync(".dev.vars")) copyFileSync(".dev.vars", join(dir, ".dev.vars"));
  await run("react-router", ["build"], { cwd: dir });
  return join(dir, "build");
}
