import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { sampleSql, sampleSummary, sampleTables } from "../../seed";
import { DERIVED_TABLES, KEPT_TABLES, LEAD_LEDGER_TABLES, REFERENCE_TABLES } from "../../seed/reset";

// A seed that resets: `npm run db:seed` (and `npm start`, through the same statements) leaves the
// local catalogue exactly the sample — records added since are removed — and keeps the lead
// ledger unless `--leads` is given. Run here on SQLite, the engine of local D1, with the real
// migrations, as `wrangler d1 execute` runs the seed file.

const MIGRATIONS = "worker/origin/migrations";

function migratedDb(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith(".sql")).sort()) db.exec(readFileSync(`${MIGRATIONS}/${file}`, "utf8"));
  return db;
}

const seed = (db: DatabaseSync, options?: { leads?: boolean }) => db.exec(sampleSql(options).join(";\n") + ";\n");
const count = (db: DatabaseSync, table: string) => Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
const tablesOf = (db: DatabaseSync) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);

/** A blog, a brand, a model's price edited, a lead, a visitor's enquiry and a session planted after seeding. */
function plant(db: DatabaseSync) {
  db.exec(`
    INSERT INTO blog (url, category, name, activate, html) VALUES ('planted-blog', 'blog', 'Planted', '1', '<p>x</p>');
    INSERT INTO brand (brandName, popularity) VALUES ('Planted Motors', 1);
    UPDATE price SET exShowroomPrice = 1 WHERE brandName = 'Mahindra';
    INSERT INTO lead (id, contentHash, receivedAt, name, mobile, typeOfQuery, match) VALUES ('lead-1', 'h', 1, 'Asha', '9876543210', 'price', 'matched');
    INSERT INTO enquiry (id, name, mobile, typeOfQuery, createdAt) VALUES ('lead-1', 'Asha', '9876543210', 'price', 1);
    INSERT INTO admin_session (idHash, createdAt, expiresAt) VALUES ('s', 1, 2);
  `);
}

test("a seed resets the local catalogue to the sample: records added since are removed, the lead ledger kept", () => {
  const db = migratedDb();
  seed(db);
  plant(db);
  seed(db);
  expect(db.prepare("SELECT url FROM blog WHERE url = 'planted-blog'").get()).toBeUndefined();
  expect(db.prepare("SELECT brandName FROM brand WHERE brandName = 'Planted Motors'").get()).toBeUndefined();
  expect(count(db, "price WHERE exShowroomPrice = 1")).toBe(0);
  const sample = sampleTables();
  for (const table of Object.keys(sample) as (keyof typeof sample)[]) expect(count(db, table), table).toBe(sample[table].length);
  expect(count(db, "lead")).toBe(1);
  expect(count(db, "enquiry")).toBe(1);
  expect(count(db, "admin_session")).toBe(1);
});

test("with --leads the seed empties the lead ledger too, and still keeps sessions", () => {
  const db = migratedDb();
  seed(db);
  plant(db);
  seed(db, { leads: true });
  expect(count(db, "blog")).toBe(sampleTables().blog.length);
  for (const table of LEAD_LEDGER_TABLES) expect(count(db, table), table).toBe(0);
  expect(count(db, "admin_session")).toBe(1);
});

test("every table of the migrations is the catalogue, the lead ledger, kept or reference data: a new table must say which", () => {
  const catalogue = Object.keys(sampleTables());
  const named = [...catalogue, ...LEAD_LEDGER_TABLES, ...KEPT_TABLES, ...REFERENCE_TABLES, ...DERIVED_TABLES];
  expect(new Set(named).size).toBe(named.length);
  expect(tablesOf(migratedDb()).sort()).toEqual(named.sort());
});

test("the seed says what it did in one line", () => {
  const t = sampleTables();
  const kept = sampleSummary();
  expect(kept).toMatch(/^Local catalogue reset to the sample: \d+ brands, \d+ models, [\d,]+ city prices, \d+ dealers and manufacturers, \d+ blogs, \d+ articles;/);
  expect(kept).toContain(`${t.brand.length} brands`);
  expect(kept).toContain("records added since are gone; the lead ledger kept (npm run db:seed -- --leads clears it).");
  expect(sampleSummary({ leads: true })).toMatch(/; the lead ledger cleared\.$/);
  expect(kept).not.toContain("\n");
});
