import { expect, test } from "vitest";
import { checkEntry, type DetectedPlace } from "#app/features/enquiry/components/payloads";
import { ANSWER as M } from "#app/shared/rules/enquiry-messages";

const base = { id: "enq-0000-0000-0001", now: Date.UTC(2026, 10, 22, 6, 30) };
const noida: DetectedPlace = {
  cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh",
  pincode: "201301", areaName: "Sector 18", lat: 28.5708, lng: 77.3261,
};
const values = (mobile: string, pincode = "", chkBox = false) => ({ mobile, pincode, chkBox });

test("mobile: required, exactly 10 digits — the schema's message for 9", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("987654321", "201301") });
  expect(checked).toEqual({ ok: false, errors: { mobile: M.mobileInvalid } });
  const empty = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("", "201301") });
  expect(empty.ok).toBe(false);
});

test("pincode: required, exactly 6 digits — the schema's message for 5", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("9876543210", "20130") });
  expect(checked).toEqual({ ok: false, errors: { pincode: M.pincodeInvalid } });
});

test("both fields wrong: one message per field", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("98", "2") });
  expect(checked.ok ? {} : checked.errors).toEqual({ mobile: M.mobileInvalid, pincode: M.pincodeInvalid });
});

test("a +91 number pasted with spaces is the same 10 digit mobile", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("+91 98765 43210", "201301") });
  expect(checked.ok && checked.payloads.query.mobile).toBe("9876543210");
});

test("names default to Customer (enquiry) and customer (registration); the date is IST", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("9876543210", "201301", true) });
  if (!checked.ok) throw new Error("expected valid");
  expect(checked.payloads.query).toMatchObject({ name: "Customer", chkBox: true, google: false, quantity: 1, date: "22-11-2026 12:00 pm" });
  expect(checked.payloads.customer).toEqual({ name: "customer", mobile: "9876543210", pincode: "201301", otp: "", date: "22-11-2026 12:00 pm", chkBox: true });
  expect(checked.payloads.city).toBeUndefined();
});

test("the entry point's input becomes the enquiry's brand, model, trader (tName), city and kind", () => {
  const input = { typeOfQuery: "Dealer" as const, brandName: "Mahindra", modelName: "Treo", traderName: "Shree Ganesh E-Motors", cityName: "Agra" };
  const checked = checkEntry({ ...base, input, values: values("9876543210", "282001") });
  if (!checked.ok) throw new Error("expected valid");
  expect(checked.payloads.query).toMatchObject({
    id: base.id, brandName: "Mahindra", modelName: "Treo", tName: "Shree Ganesh E-Motors", cityName: "Agra", typeOfQuery: "Dealer",
  });
});

test("a detected city replaces manual pincode entry: google true, and the city record is built", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Model", cityName: "Agra" }, values: values("9876543210", "12"), place: noida });
  if (!checked.ok) throw new Error("expected valid");
  expect(checked.payloads.query).toMatchObject({
    google: true, pincode: "201301", cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh",
    areaName: "Sector 18", lat: 28.5708, lng: 77.3261,
  });
  expect(checked.payloads.city).toEqual({
    city: "Noida", district: "Gautam Buddh Nagar", state: "Uttar Pradesh", country: "India", pincode: "201301", from: "Sector 18",
  });
});

test("a detected city without a pincode is still a valid enquiry", () => {
  const checked = checkEntry({ ...base, input: { typeOfQuery: "Contact" }, values: values("9876543210"), place: { ...noida, pincode: "" } });
  expect(checked.ok && checked.payloads.query.pincode).toBe("");
});

test("anything the visitor cannot fix in a field is reported for the form", () => {
  const checked = checkEntry({ ...base, id: "x", input: { typeOfQuery: "Contact" }, values: values("9876543210", "201301") });
  expect(checked).toEqual({ ok: false, errors: { form: M.idInvalid } });
});
