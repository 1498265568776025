import { createRoot } from "react-dom/client";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { EnquirySentMark } from "#app/features/enquiry/components/sent-mark";
import { English } from "./english";

// Browser-test page (never shipped): dealer cards as the city dealer list will show them — a
// "Click To Talk Dealer" button (typeOfQuery Dealer) with the trader's sent mark — and a dealer
// page's contact button (Dealer Inquiry), which never closes with 'true'.

function DealerCard({ traderName }: { traderName: string }) {
  return (
    <article aria-label={traderName}>
      <h2>{traderName}</h2>
      <EnquiryButton input={{ typeOfQuery: "Dealer", traderName, cityName: "Noida" }}>Click To Talk Dealer</EnquiryButton>
      <EnquirySentMark traderName={traderName} />
    </article>
  );
}

createRoot(document.getElementById("root")!).render(
  <English>
    <main>
      <DealerCard traderName="Shree Ganesh E-Motors" />
      <DealerCard traderName="Noida E-Rickshaw Point" />
      <article aria-label="Saraswati Automobiles">
        <EnquiryButton input={{ typeOfQuery: "Dealer Inquiry", traderName: "Saraswati Automobiles" }}>Contact</EnquiryButton>
        <EnquirySentMark traderName="Saraswati Automobiles" />
      </article>
    </main>
  </English>,
);
