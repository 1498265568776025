import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { BATTERIES, BUDGETS, MODEL_PAGE, SORTS } from "#app/shared/rules/model-list";
import { originRowsRead } from "./helpers";

// A narrowed list reads the page it shows, at any size of the catalogue (docs/decisions/133, 148).
// Here the sample's e-rickshaws are joined by 600 more, all priced in Noida (a hundred times the
// sample has at most 210 of a type in one town), of both batteries, every range from 60 to 149 km
// and prices over every budget band: each order and narrowing of the type's list in India, from its
// first page and from a model in the middle, reads its page, the one row beyond and at most one
// page more (50). In a town, a battery or a budget with the range order is read along the town's
// own index: at most the town's rows of the type and one page more.

const PAGE = 50;
const EXTRA = 600;

beforeAll(async () => {
  const seq = `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${EXTRA})`;
  await env.DB.prepare(
    `INSERT INTO product (brandName, name, categoryName, typeName, mileage, batteryType)
     ${seq} SELECT 'Zz Scale', 'Model ' || n, 'three wheeler', 'e rickshaw', (60 + n % 90) || ' km/charge',
       CASE n % 3 WHEN 0 THEN 'Lead acid (tubular)' WHEN 1 THEN 'Lithium-ion (LFP)' ELSE '' END FROM seq`,
  ).run();
  await env.DB.prepare(
    `INSERT INTO price (brandName, name, cityName, exShowroomPrice, type)
     ${seq} SELECT 'Zz Scale', 'Model ' || n, 'Noida', CASE WHEN n % 50 = 0 THEN 0 ELSE 30000 + (n * 7919) % 1200000 END, 'e rickshaw' FROM seq`,
  ).run();
});

type Asked = { city: string; sort: string; battery: string; budget: string; from: string };

/** Every order and narrowing, from the first page and from a model in the middle of the list. */
async function everyView(city: string): Promise<{ asked: Asked; returned: number; read: number }[]> {
  const views: { asked: Asked; returned: number; read: number }[] = [];
  for (const sort of SORTS) {
    for (const battery of ["", ...BATTERIES]) {
      for (const budget of ["", ...BUDGETS.map((b) => b.key)]) {
        for (const from of ["", "Zz Scale/Model 300"]) {
          const asked = { city, sort, battery, budget, from };
          const { rows, read } = await originRowsRead("getModelList", { typeName: "e rickshaw", ...asked, count: MODEL_PAGE + 1 });
          views.push({ asked, returned: rows.length, read });
        }
      }
    }
  }
  return views;
}

test("every order and narrowing of a type's list in India reads its page, the row beyond it and at most one page more, however many models the type has", async () => {
  const views = await everyView("");
  expect(views).toHaveLength(2 * 3 * 9 * 2);
  // the lists are full pages where they can be: an unnarrowed one has 622 models
  expect(views.find((v) => !v.asked.battery && !v.asked.budget && !v.asked.from)!.returned).toBe(MODEL_PAGE + 1);
  const over = views.filter((v) => v.read > v.returned + PAGE).map((v) => `${JSON.stringify(v.asked)}: read ${v.read} for ${v.returned}`);
  expect(over).toEqual([]);
});

test("a type's list in a town reads its page and one page more unnarrowed, and at most the town's rows of the type narrowed", async () => {
  const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM price WHERE cityName = 'Noida' AND type = 'e rickshaw'").all<{ n: number }>();
  const townRows = results[0]!.n;
  // the sample's 22 and the 600
  expect(townRows).toBe(622);
  const views = await everyView("Noida");
  const alongItsOwnOrder = (v: { asked: Asked }) => !v.asked.battery && (!v.asked.budget || v.asked.sort === "price");
  const over = views
    .filter((v) => v.read > (alongItsOwnOrder(v) ? v.returned + PAGE : townRows + PAGE))
    .map((v) => `${JSON.stringify(v.asked)}: read ${v.read} for ${v.returned}`);
  expect(over).toEqual([]);
});

test("what a list offers to narrow by is a few index rows: a type's in India, and every type's in a town", async () => {
  const facts = await originRowsRead("getTypeFacts", { typeName: "e rickshaw" });
  expect(facts.rows).toHaveLength(1);
  expect(facts.read).toBeLessThanOrEqual(1 + PAGE);
  const town = await originRowsRead("getTownTypes", { city: "Noida" });
  expect(town.read).toBeLessThanOrEqual(town.rows.length + PAGE);
  expect(town.rows).toContainEqual(expect.objectContaining({ type: "e rickshaw", models: 622 }));
});
