import { createRoot } from "react-dom/client";
import { OtpVerification } from "#app/components/enquiry/otp";
import { English } from "./english";

// Browser-test page (never shipped): the OTP component the dialog does not display (spec §4).

const mobile = new URLSearchParams(window.location.search).get("mobile") ?? "";
createRoot(document.getElementById("root")!).render(
  <English>
    <OtpVerification mobile={mobile} />
  </English>,
);
