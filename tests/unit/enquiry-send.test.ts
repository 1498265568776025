import { expect, test } from "vitest";
import { OFFLINE_MESSAGE } from "#app/features/enquiry/components/answer";
import type { Payloads } from "#app/features/enquiry/components/payloads";
import { type Post, sendEnquiry } from "#app/features/enquiry/components/send";

const payloads: Payloads = {
  customer: { name: "customer", mobile: "9876543210", pincode: "201301", otp: "", date: "", chkBox: false },
  query: { id: "enq-0000-0000-0001", mobile: "9876543210", typeOfQuery: "Contact" } as Payloads["query"],
};
const noWait = async () => {};

function recorder(answers: Record<string, (() => Promise<{ status: number; text: string }>)[]>) {
  const calls: { name: string; body: unknown }[] = [];
  const post: Post = (name, body) => {
    calls.push({ name, body });
    const next = answers[name]?.shift();
    return next ? next() : Promise.resolve({ status: 200, text: `${name} ok` });
  };
  return { calls, post };
}
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

test("the customer registration call goes first and the enquiry call follows", async () => {
  const { calls, post } = recorder({});
  const result = await sendEnquiry(payloads, post, noWait);
  expect(calls.map((c) => c.name)).toEqual(["addCustomer", "addQuery"]);
  expect(result).toEqual({ outcome: "sent", message: "addQuery ok", details: [], callers: [] });
});

test("customer registration call fails: ignored; the enquiry is sent anyway", async () => {
  for (const failure of [offline, () => Promise.resolve({ status: 500, text: "" })]) {
    const { calls, post } = recorder({ addCustomer: [failure] });
    const result = await sendEnquiry(payloads, post, noWait);
    expect(calls.map((c) => c.name)).toEqual(["addCustomer", "addQuery"]);
    expect(result.outcome).toBe("sent");
  }
});

test("if a location was detected, the city record is also sent", async () => {
  const city = { city: "Noida", district: "", state: "Uttar Pradesh", country: "India", pincode: "", from: "" };
  const { calls, post } = recorder({});
  await sendEnquiry({ ...payloads, city }, post, noWait);
  expect(calls.map((c) => c.name)).toEqual(["addCustomer", "addCity", "addQuery"]);
  expect(calls[1]!.body).toBe(city);
});

test("a network failure resends the enquiry with the same id", async () => {
  const { calls, post } = recorder({ addQuery: [offline] });
  const result = await sendEnquiry(payloads, post, noWait);
  const queries = calls.filter((c) => c.name === "addQuery");
  expect(queries).toHaveLength(2);
  expect(queries[1]!.body).toBe(queries[0]!.body);
  expect(result.outcome).toBe("sent");
});

test("an accepted enquiry's JSON answer names who will call", async () => {
  const callers = [{ traderName: "Ram Motors", cityName: "Noida", traderType: "Dealer", phone: "+919000000001" }];
  const { post } = recorder({ addQuery: [() => Promise.resolve({ status: 200, text: JSON.stringify({ message: "Sent", callers }) })] });
  const result = await sendEnquiry(payloads, post, noWait);
  expect(result).toMatchObject({ outcome: "sent", message: "Sent", callers });
});

test("an answer, even a refusal, is never resent", async () => {
  const { calls, post } = recorder({ addQuery: [() => Promise.resolve({ status: 429, text: '{"error":{"message":"Slow down"}}' })] });
  const result = await sendEnquiry(payloads, post, noWait);
  expect(calls.filter((c) => c.name === "addQuery")).toHaveLength(1);
  expect(result).toEqual({ outcome: "failed", message: "Slow down", details: [] });
});

test("still offline after the retries: a failed result asking to check the connection", async () => {
  const { calls, post } = recorder({ addQuery: [offline, offline, offline] });
  const result = await sendEnquiry(payloads, post, noWait);
  expect(calls.filter((c) => c.name === "addQuery")).toHaveLength(3);
  expect(result).toEqual({ outcome: "failed", message: OFFLINE_MESSAGE, details: [] });
});
