import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

// A reseed is a catalogue change like any other (docs/decisions/145): `npm run db:seed`, with or
// without `--scale`, writes a new catalogue generation to the local KV the site reads
// (app/shared/cache/catalogue-generation.ts), so `SKIP_SEED=1 npm start` after it never answers from what
// was cached of the catalogue before. The write is run here for real, with wrangler, on a state
// folder of its own; a whole seed takes minutes on a busy machine, so that both seeds end with
// it is read from their code.

const PATH = `${join(process.cwd(), "node_modules/.bin")}:${process.env.PATH}`;
const env = { ...process.env, PATH };

/** The catalogue generation a local KV holds, with its metadata, as `wrangler kv key list` shows it. */
function generation(persist: string): { value: string; metadata: unknown } {
  const where = ["--binding", "API_CACHE", "--local", "-c", "wrangler.toml", "--persist-to", persist];
  const value = spawnSync("npx", ["wrangler", "kv", "key", "get", "gen:catalogue", ...where, "--text"], { env, encoding: "utf8" }).stdout.trim().split("\n").at(-1) ?? "";
  const listed = spawnSync("npx", ["wrangler", "kv", "key", "list", "--prefix", "gen:", ...where], { env, encoding: "utf8" }).stdout;
  const [entry] = JSON.parse(listed.slice(listed.indexOf("["))) as { name: string; metadata?: unknown }[];
  return { value, metadata: entry?.metadata };
}

/** Runs the seed's last step in a Node of its own, as the scripts do. */
function newGeneration(persist: string) {
  const script = `import("./scripts/lib.mjs").then((lib) => lib.newCatalogueGeneration(["--persist-to", ${JSON.stringify(persist)}]))`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" });
}

test("a reseed writes a new catalogue generation to the KV the site reads, naming no previous one; every seed, of the sample or at a scale, ends with it", { timeout: 120_000 }, () => {
  const persist = mkdtempSync(join(tmpdir(), "seed-generation-"));
  try {
    expect(newGeneration(persist).status).toBe(0);
    const first = generation(persist);
    expect(first.value).toMatch(/^[a-z0-9]{8,}$/);
    // a stale answer of another catalogue is no fallback, and no time: the first search asks for its index
    expect(first.metadata).toEqual({});
    expect(newGeneration(persist).status).toBe(0);
    const second = generation(persist);
    expect(second.value).toMatch(/^[a-z0-9]{8,}$/);
    expect(second.value).not.toBe(first.value);
  } finally {
    rmSync(persist, { recursive: true, force: true });
  }
  const lib = readFileSync("scripts/lib.mjs", "utf8");
  for (const seed of ["migrateAndSeed", "migrateAndSeedScaled"]) {
    const body = lib.slice(lib.indexOf(`export async function ${seed}(`), lib.indexOf("\n}\n", lib.indexOf(`export async function ${seed}(`)));
    expect(body, seed).toMatch(/await newCatalogueGeneration\(extraArgs\);/);
  }
  // `npm run db:seed` runs one of the two, `npm start` the first
  const seedScript = readFileSync("scripts/seed-local.mjs", "utf8");
  expect(seedScript).toMatch(/await migrateAndSeed\(persist/);
  expect(seedScript).toMatch(/await migrateAndSeedScaled\(persist/);
});
