import { expect, test } from "vitest";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import { enquiry, fetchWorker, inOneWindow, ORIGIN, xsrfToken } from "./helpers";

// Limits that fit people. Each POST call counts on its own, per mobile and per
// client address (Workers Rate Limiting bindings, wrangler.toml).

const token = await xsrfToken();

function post(name: string, body: unknown, ip: string) {
  return fetchWorker(`/api/${name}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token,
      "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, "CF-Connecting-IP": ip,
    },
    body: JSON.stringify(body),
  });
}

const NOIDA_DEALERS = ["Shree-Ganesh-E-Motors", "Noida-E-Rickshaw-Point", "Saraswati-Automobiles", "Greenway-EV-Solutions", "Aravali-E-Vehicles"];

test("one mobile can send enquiries to 5 different dealers within a minute, each with its addCustomer call first", async () => {
  const mobile = "9833300001";
  const statuses: number[] = [];
  for (const tName of NOIDA_DEALERS) {
    statuses.push((await post("addCustomer", { mobile, pincode: "201301" }, "10.33.0.1")).status);
    statuses.push((await post("addQuery", enquiry(mobile, { tName, modelName: "" }), "10.33.0.1")).status);
  }
  expect(statuses).toEqual(Array(10).fill(200));
});

test("more than 20 enquiries a minute from one mobile get 429 with a message the visitor understands", async () => {
  const { statuses, refused, mobile } = await inOneWindow(async (attempt) => {
    const mobile = `983330002${attempt}`;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post("addQuery", enquiry(mobile), `10.33.1${attempt}.${i}`)).status);
    return { statuses, refused: await post("addQuery", enquiry(mobile), `10.33.1${attempt}.99`), mobile };
  });
  expect(statuses).toEqual(Array(20).fill(200));
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("60");
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(M.rateLimited);
  // The same mobile may still register (its own count), so the dialog's first call is not refused.
  expect((await post("addCustomer", { mobile }, "10.33.1.100")).status).toBe(200);
});

test("more than 60 enquiries a minute from one client address get 429", async () => {
  const statuses = await inOneWindow(async (attempt) => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post("addQuery", enquiry(`9833${attempt}${String(i).padStart(5, "0")}`), `10.33.2.${attempt}`)).status);
    return statuses;
  });
  expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
});

test("one-time password checks are limited to 5 a minute per mobile", async () => {
  const statuses = await inOneWindow(async (attempt) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("verify", { mobile: `983330003${attempt}`, otp: "1234" }, `10.33.3${attempt}.${i}`)).status);
    return statuses;
  });
  expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
  expect(statuses[5]).toBe(429);
});
