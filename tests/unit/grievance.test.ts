import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { grievanceContact } from "#app/features/privacy/rules/grievance";

// The published grievance contact (docs/decisions/153): configuration, shown only as what it should be.

test("the grievance contact is read from configuration: a name, an e-mail, an Indian mobile and the days to answer", () => {
  expect(grievanceContact({ GRIEVANCE_NAME: " A. Verma ", GRIEVANCE_EMAIL: "dpo@example.in", GRIEVANCE_PHONE: "+91 98765 43210", GRIEVANCE_RESPONSE_DAYS: "15" })).toEqual({
    name: "A. Verma", email: "dpo@example.in", phone: "9876543210", days: 15,
  });
});

test("a grievance e-mail, phone or answer time that is not what it should be is left out, never shown wrong", () => {
  expect(grievanceContact({ GRIEVANCE_NAME: "", GRIEVANCE_EMAIL: "not an address", GRIEVANCE_PHONE: "12345", GRIEVANCE_RESPONSE_DAYS: "91" })).toEqual({
    name: "", email: null, phone: null, days: null,
  });
  // the Rules allow at most 90 days; 0 and fractions are no answer time
  expect(grievanceContact({ GRIEVANCE_RESPONSE_DAYS: "90" }).days).toBe(90);
  expect(grievanceContact({ GRIEVANCE_RESPONSE_DAYS: "0" }).days).toBe(null);
  expect(grievanceContact({ GRIEVANCE_RESPONSE_DAYS: "7.5" }).days).toBe(null);
});

test("the grievance phone is the site's helpline unless another Indian mobile is configured", () => {
  // HELPLINE_MOBILE of app/shared/business-terms.ts is 8800112233
  expect(grievanceContact({ GRIEVANCE_EMAIL: "dpo@example.in" }).phone).toBe("8800112233");
  expect(grievanceContact({ GRIEVANCE_PHONE: " " }).phone).toBe("8800112233");
  expect(grievanceContact({ GRIEVANCE_PHONE: "98765 43210" }).phone).toBe("9876543210");
});

test("wrangler.toml publishes a grievance contact without a made-up name or number: the role is the messages' word, the phone the helpline", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const value = (name: string) => new RegExp(`^${name} = "([^"]*)"`, "m").exec(toml)?.[1];
  const contact = grievanceContact({
    GRIEVANCE_NAME: value("GRIEVANCE_NAME"), GRIEVANCE_EMAIL: value("GRIEVANCE_EMAIL"),
    GRIEVANCE_PHONE: value("GRIEVANCE_PHONE"), GRIEVANCE_RESPONSE_DAYS: value("GRIEVANCE_RESPONSE_DAYS"),
  });
  expect(contact).toEqual({ name: "", email: "privacy@evcatalogue.in", phone: "8800112233", days: 15 });
});
