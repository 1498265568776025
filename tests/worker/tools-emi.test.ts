import { expect, test } from "vitest";
import { formatInr } from "#app/domain/rules/format";
import { emiPlan } from "#app/domain/tools/emi";
import { emiPrice } from "#app/domain/tools/emi-price";
import { fetchWorker, getPage, section, untilPageCached, visibleText } from "./helpers";
import { sample } from "./sample-data";

const PAGE = "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida";
const onRoad = () => emiPrice(sample.price("Mahindra", "e-Alfa Mini", "Noida"));

test("the EMI calculator shows the EMI, total interest and total payable for the default down payment, 36 months and the bank rate", async () => {
  const { status, html } = await getPage(PAGE);
  expect(status).toBe(200);
  const plan = emiPlan({ onRoad: onRoad(), down: Math.round(onRoad() / 10_000) * 1000, months: 36, rate: 10.75 });
  expect(visibleText(section(html, "emi-form"))).toContain(`Price in Noida: on-road ${formatInr(onRoad())}`);
  const answer = visibleText(section(html, "emi-answer"));
  expect(answer).toContain(`EMI per month ${formatInr(plan.emi)}`);
  expect(answer).toContain(`Total interest ${formatInr(plan.totalInterest)}`);
  expect(answer).toContain(`Total payable (with down payment) ${formatInr(plan.totalPayable)}`);
});

test("the no-JavaScript form's answer: down, months and rate are computed on the server", async () => {
  const { status, html, headers } = await getPage(`${PAGE}?down=20000&months=24&rate=24`);
  expect(status).toBe(200);
  const plan = emiPlan({ onRoad: onRoad(), down: 20_000, months: 24, rate: 24 });
  expect(visibleText(section(html, "emi-value"))).toBe(formatInr(plan.emi));
  expect(html).toMatch(/<option value="24" selected="">24 months<\/option>/);
  expect(headers.get("Cache-Control")).toMatch(/no-store/);
});

test("an EMI answer's URL is never stored in the HTML cache and its canonical link is the page without the form's values", async () => {
  const asked = `${PAGE}?down=15000&months=12&rate=10.5`;
  for (let i = 0; i < 3; i++) {
    const res = await fetchWorker(asked);
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost${PAGE}"/>`);
  }
  // The clean page is stored as ever, and holds no one's figures.
  const cached = await untilPageCached(PAGE);
  expect(await cached.text()).not.toContain('value="15000"');
});

test("a value the EMI form cannot take gets a message the visitor can read in place of the results, never an error status", async () => {
  const { status, html } = await getPage(`${PAGE}?down=-5&months=13&rate=abc`);
  expect(status).toBe(200);
  const text = visibleText(html);
  expect(text).toContain("Enter the down payment in rupees");
  expect(text).toContain("Choose a tenure from the list.");
  expect(text).toContain("Enter a yearly rate between 0 and 60 %");
  expect(html).not.toContain('data-testid="emi-answer"');
});

test("a down payment above the on-road price shows its error in place of the results, never beside old results", async () => {
  const { status, html } = await getPage(`${PAGE}?down=${onRoad() + 1000}&months=24&rate=12`);
  expect(status).toBe(200);
  expect(visibleText(section(html, "emi-errors"))).toContain("The down payment is more than the on-road price.");
  expect(html).not.toContain('data-testid="emi-answer"');
  expect(html).toContain(`value="${onRoad() + 1000}"`);
});

test("the EMI form takes amounts with Indian digit grouping, and its total interest is the schedule's, ₹0 at 0 %", async () => {
  const { html } = await getPage(`${PAGE}?down=${encodeURIComponent("9,000")}&months=36&rate=0`);
  const plan = emiPlan({ onRoad: onRoad(), down: 9_000, months: 36, rate: 0 });
  expect(visibleText(section(html, "emi-value"))).toBe(formatInr(plan.emi));
  expect(visibleText(section(html, "emi-interest"))).toBe("₹0");
  expect(visibleText(section(html, "emi-schedule"))).toContain("Month by month");
});

test("odd EMI parameters (non-ASCII, huge, negative, NaN, empty, repeated, very long) are answered 200, never 5xx", async () => {
  const odd = [
    "down=%E0%A4%A8", "down=99999999999999999999", "down=-1", "down=NaN", "down=", "months=", "rate=",
    "months=36&months=12", "rate=1e309", "rate=Infinity", `down=${"9".repeat(5000)}`, "down=%00", "rate=%", "months=0x24",
  ];
  for (const query of odd) {
    const res = await fetchWorker(`${PAGE}?${query}`);
    expect(res.status, query).toBe(200);
    await res.arrayBuffer();
  }
});
