import { useCallback, useEffect, useRef, useState } from "react";
import { type LocationState, geoCodeUrl, placeFromGeoCode } from "./location";

// The detect-city button's state machine: idle → detecting → detected | denied.

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 };

export function useLocation(): [LocationState, () => void] {
  const [state, setState] = useState<LocationState>({ status: "idle" });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const settle = useCallback((next: LocationState) => {
    if (mounted.current) setState(next);
  }, []);

  const detect = useCallback(() => {
    if (!("geolocation" in navigator)) return settle({ status: "denied", notice: true });
    settle({ status: "detecting" });
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const res = await fetch(geoCodeUrl(coords.latitude, coords.longitude));
          if (!res.ok) throw new Error(`getGeoCode answered ${res.status}`);
          const place = placeFromGeoCode(await res.json(), coords.latitude, coords.longitude);
          if (!place) throw new Error("getGeoCode named no city");
          settle({ status: "detected", place });
        } catch (error) {
          // A failed reverse geocoding is only logged; the pincode stays.
          console.warn("reverse geocoding failed", error);
          settle({ status: "denied", notice: false });
        }
      },
      () => settle({ status: "denied", notice: true }),
      POSITION_OPTIONS,
    );
  }, [settle]);

  return [state, detect];
}
