import { expect, test } from "vitest";
import { readAnswer } from "#app/features/enquiry/components/answer";
import { hi } from "#app/features/enquiry/messages";
import { say } from "#app/features/enquiry/components/say";

const errorBody = (message: string, issues?: { path: string; message: string }[]) =>
  JSON.stringify({ error: { code: "x", message, ...(issues ? { issues } : {}) } });

test("after the submit call succeeds the server's text reply is the message", () => {
  expect(readAnswer(200, "Thank you! Your enquiry has been received.")).toEqual({
    outcome: "sent", message: "Thank you! Your enquiry has been received.", details: [], callers: [],
  });
});

test("an accepted enquiry's JSON answer names who will call; anything else in it is left out", () => {
  const caller = { traderName: "Shree Ganesh E-Motors", cityName: "Noida", traderType: "Dealer", phone: "+919811000001" };
  const body = JSON.stringify({ message: "Thank you!", callers: [caller, { traderName: 3 }, null] });
  expect(readAnswer(200, body)).toEqual({ outcome: "sent", message: "Thank you!", details: [], callers: [caller] });
  expect(readAnswer(200, "{not json").message).toBe("{not json");
});

test("an enquiry queued for delivery (202) counts as sent", () => {
  expect(readAnswer(202, "Received").outcome).toBe("sent");
});

test("enquiry call fails: the server's error body is shown as the message", () => {
  expect(readAnswer(429, errorBody("Too many enquiries in a short time. Please try again in a minute."))).toEqual({
    outcome: "failed", message: "Too many enquiries in a short time. Please try again in a minute.", details: [],
  });
  expect(readAnswer(502, errorBody("The service is temporarily unavailable")).message).toBe("The service is temporarily unavailable");
});

test("a 400 lists each field's message", () => {
  const body = errorBody("Invalid body", [
    { path: "mobile", message: "Enter a 10 digit mobile number" },
    { path: "pincode", message: "Enter a 6 digit pincode" },
  ]);
  expect(readAnswer(400, body)).toEqual({
    outcome: "failed", message: "Invalid body", details: ["Enter a 10 digit mobile number", "Enter a 6 digit pincode"],
  });
});

test("an error body that is plain text is shown as it is; an empty one names the status", () => {
  expect(readAnswer(503, "Service Unavailable")).toMatchObject({ outcome: "failed", message: "Service Unavailable" });
  expect(readAnswer(500, "")).toMatchObject({ outcome: "failed", message: "notAccepted" });
});

test("an answer is shown by its key in the page's language; one without a key as it came", () => {
  const body = JSON.stringify({
    error: { code: "invalid_request", message: "Invalid body", messageKey: "checkDetails", issues: [{ path: "pincode", message: "There is no such pincode", messageKey: "pincodeUnknown" }] },
  });
  const refused = readAnswer(400, body);
  expect(refused).toEqual({ outcome: "failed", message: "checkDetails", details: ["pincodeUnknown"] });
  expect(say(hi, refused.message)).toBe(hi.answers.checkDetails);
  expect(say(hi, refused.details[0]!)).toBe(hi.answers.pincodeUnknown);
  // an outside origin's own words, with no key
  const outside = readAnswer(503, errorBody("Server busy, try later"));
  expect(say(hi, outside.message)).toBe("Server busy, try later");
});
