import { expect, test } from "vitest";
import { detectedText, geoCodeUrl, placeFromGeoCode } from "#app/features/enquiry/components/location";

const item = { stateName: "Uttar Pradesh", districtName: "Gautam Buddh Nagar", cityName: "Noida", areaName: "", pincode: "201301", lat: 28.54, lng: 77.39 };

test("the detected city is getGeoCode's first item, shown as Detected: city, state", () => {
  const place = placeFromGeoCode([item, { ...item, cityName: "Delhi" }], 28.570812, 77.326109);
  expect(place).toEqual({
    cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh", pincode: "201301", areaName: "",
    lat: 28.5708, lng: 77.3261,
  });
  expect(detectedText(place!)).toBe("Detected: Noida, Uttar Pradesh");
});

test("no city in the answer is no detection (manual pincode)", () => {
  expect(placeFromGeoCode([], 28.5, 77.3)).toBeNull();
  expect(placeFromGeoCode([{ ...item, cityName: "" }], 28.5, 77.3)).toBeNull();
  expect(placeFromGeoCode({ error: {} }, 28.5, 77.3)).toBeNull();
});

test("a pincode that is not a valid 6 digit pincode is left out of the detection", () => {
  expect(placeFromGeoCode([{ ...item, pincode: "20130" }], 28.5, 77.3)?.pincode).toBe("");
  expect(placeFromGeoCode([{ ...item, pincode: "012345" }], 28.5, 77.3)?.pincode).toBe("");
});

test("a position outside India is no detection (manual pincode)", () => {
  expect(placeFromGeoCode([item], 51.5, -0.12)).toBeNull();
  expect(placeFromGeoCode([item], 95, 77.3)).toBeNull();
});

test("getGeoCode is asked at city precision", () => {
  expect(geoCodeUrl(28.570812, 77.326109)).toBe("/api/getGeoCode?lat=28.57&lng=77.33");
});
