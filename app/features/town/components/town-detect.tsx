import { useEffect, useState } from "react";
import { useLocation as useDetectedLocation } from "#app/features/enquiry/components/use-location";
import { useMessages } from "#app/shared/i18n/use-messages";

// "Use my location" of the town picker: the enquiry dialog's detection (the browser's position,
// then the site's getGeoCode, ADR 030), whose town or pincode fills the picker and sends it. Hidden
// until the browser runs it: without JavaScript a button would do nothing.

export function TownDetect({ inputId }: { inputId: string }) {
  const t = useMessages().town.picker;
  const [state, detect] = useDetectedLocation();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  useEffect(() => {
    if (state.status !== "detected") return;
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || !input.form) return;
    input.value = state.place.pincode || state.place.cityName;
    input.form.requestSubmit();
  }, [state, inputId]);
  return (
    <div className="town-detect" hidden={!running}>
      <button type="button" className="button button-secondary" onClick={detect} disabled={state.status === "detecting"} data-testid="town-detect">
        {state.status === "detecting" ? t.detecting : t.detect}
      </button>
      {state.status === "denied" ? (
        <p className="town-detect-note" role="status">
          {t.denied}
        </p>
      ) : null}
    </div>
  );
}
