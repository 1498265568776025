import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { mobileProblem } from "#app/shared/rules/mobile";
import { sampleSql } from "../../seed";
import { sampleContacts } from "../../seed/contacts";
import { traderInfos } from "../../seed/traders";

// The sample's traders have phones, so that `npm start` shows a lead reaching a trader's phone:
// sample numbers in one recognisable pattern, each a mobile by the site's one rule, and a seed
// that never overwrites the numbers an operator set.

test("every active sample dealer and manufacturer has a sample mobile for leads, +91 90000 NNNNN, that passes the mobile rule; an inactive one has none", () => {
  const traders = traderInfos();
  const contacts = sampleContacts(traders);
  const active = traders.filter((t) => t.row.activate === "1").map((t) => t.tName);
  expect(contacts.map((c) => c.tName)).toEqual(active);
  for (const c of contacts) {
    expect(c.notifyPhone, c.tName).toMatch(/^90000[1-9]\d{4}$/);
    expect(mobileProblem(c.notifyPhone), c.tName).toBeNull();
    if (c.publicPhone) expect(c.publicPhone).toBe(`80000${c.notifyPhone.slice(5)}`);
    if (c.publicPhone) expect(mobileProblem(c.publicPhone)).toBeNull();
  }
  // Two traders never share a number, and the sample shows every case: with and without a public number and WhatsApp.
  expect(new Set(contacts.map((c) => c.notifyPhone)).size).toBe(contacts.length);
  expect(contacts.some((c) => c.publicPhone === "") && contacts.some((c) => c.publicPhone !== "")).toBe(true);
  expect(contacts.some((c) => c.whatsapp) && contacts.some((c) => !c.whatsapp)).toBe(true);
});

test("a seed adds the sample phones where a trader has none and keeps the numbers an operator set or cleared", () => {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("worker/origin/migrations").filter((f) => f.endsWith(".sql")).sort()) {
    db.exec(readFileSync(`worker/origin/migrations/${file}`, "utf8"));
  }
  const seed = () => db.exec(sampleSql().join(";\n") + ";\n");
  seed();
  const [first, second] = sampleContacts(traderInfos());
  db.exec(`UPDATE trader_contact SET notifyPhone = '9812345678' WHERE tName = '${first!.tName}'`);
  db.exec(`UPDATE trader_contact SET notifyPhone = '', publicPhone = '', whatsappOptInAt = NULL WHERE tName = '${second!.tName}'`);
  seed();
  const phone = (tName: string) => (db.prepare("SELECT notifyPhone FROM trader_contact WHERE tName = ?").get(tName) as { notifyPhone: string }).notifyPhone;
  expect(phone(first!.tName)).toBe("9812345678");
  expect(phone(second!.tName)).toBe("");
  expect(Number((db.prepare("SELECT COUNT(*) AS n FROM trader_contact").get() as { n: number }).n)).toBe(sampleContacts(traderInfos()).length);
});
