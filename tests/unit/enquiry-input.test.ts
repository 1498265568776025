import { expect, test } from "vitest";
import { en } from "#app/features/enquiry/messages";
import { enquiryHref } from "#app/features/enquiry/components/input";
import { enquirySubject, enquiryTitle, newEnquiryId } from "#app/features/enquiry/components/subject";
import { enquiryInputFromQuery } from "#app/features/enquiry/components/query-input";
import { readXsrfToken } from "#app/features/enquiry/components/xsrf";

test("without JavaScript an entry point links to /enquiry with its input", () => {
  expect(enquiryHref({ typeOfQuery: "Contact" })).toBe("/enquiry?typeOfQuery=Contact");
  expect(enquiryHref({ typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo", cityName: "" })).toBe(
    "/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=Treo",
  );
});

test("the enquiry page reads the link's input back", () => {
  const input = { typeOfQuery: "Contact to Talk Dealer" as const, brandName: "YC Electric", modelName: "Yatri Super", traderName: "Shree Ganesh E-Motors", cityName: "Noida" };
  expect(enquiryInputFromQuery(new URL(enquiryHref(input), "http://x").searchParams)).toEqual(input);
});

test("an unknown or missing typeOfQuery on the enquiry page is a Contact enquiry", () => {
  expect(enquiryInputFromQuery(new URLSearchParams("typeOfQuery=Spam&brandName=Mahindra"))).toEqual({ typeOfQuery: "Contact", brandName: "Mahindra" });
  expect(enquiryInputFromQuery(new URLSearchParams(""))).toEqual({ typeOfQuery: "Contact" });
});

test("names longer than the enquiry schema keeps are dropped, blanks ignored", () => {
  const params = new URLSearchParams({ typeOfQuery: "Model", brandName: "x".repeat(101), modelName: "  ", cityName: " Agra " });
  expect(enquiryInputFromQuery(params)).toEqual({ typeOfQuery: "Model", cityName: "Agra" });
});

test("the dialog's heading names the kind of enquiry and what it is about", () => {
  expect(enquiryTitle({ typeOfQuery: "Contact" }, en)).toBe("Contact Us");
  expect(enquiryTitle({ typeOfQuery: "Dealer Inquiry" }, en)).toBe("Contact the dealer");
  expect(enquirySubject({ typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo", cityName: "Noida" })).toBe("Mahindra Treo in Noida");
  expect(enquirySubject({ typeOfQuery: "Dealer", traderName: "Shree Ganesh E-Motors" })).toBe("Shree Ganesh E-Motors");
  expect(enquirySubject({ typeOfQuery: "Contact" })).toBe("");
});

test("each enquiry gets an id the enquiry schema accepts, different every time", () => {
  const a = newEnquiryId();
  expect(a).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(newEnquiryId()).not.toBe(a);
});

test("the anti-forgery token is read from the cookie of the page's scheme", () => {
  const cookies = "a=1; XSRF-TOKEN=abc.def; __Host-XSRF-TOKEN=sec.ure";
  expect(readXsrfToken(cookies, { protocol: "http:" })).toBe("abc.def");
  expect(readXsrfToken(cookies, { protocol: "https:" })).toBe("sec.ure");
  expect(readXsrfToken("a=1", { protocol: "http:" })).toBeUndefined();
});
