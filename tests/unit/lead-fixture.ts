import type { Lead } from "#app/features/leads/rules/lead";

// A matched, billable lead as the ledger holds it, for the rules that format leads.

export const sampleLead: Lead = {
  id: "lead-0000-0001", enquiryId: "lead-0000-0001", routedBy: "named", receivedAt: Date.UTC(2026, 10, 23, 5, 30), name: "Customer", mobile: "9876543210",
  brandName: "MAHINDRA", modelName: "treo", tName: "shree ganesh e motors", typeOfQuery: "Dealer", areaName: "Sector 18",
  pincode: "201301", cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh", quantity: 1, note: "", google: false, lat: null, lng: null,
  catalogueBrand: "Mahindra", catalogueModel: "Treo", traderTName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors",
  traderType: "Dealer", match: "matched", duplicate: false, billable: true, originState: "delivered", pageSeenAt: null,
  webhookState: "pending", webhookAttempts: 0, webhookError: "", webhookDeliveredAt: null, contactedAt: null,
  verifiedAt: null,
  consent: { notice: "2026-12-07", purposes: ["sellers", "confirm", "billing"], at: Date.UTC(2026, 10, 23, 5, 30), sellers: ["Shree Ganesh E-Motors"] },
  withdrawnAt: null, erasureAskedAt: null, erasedAt: null, erasedBy: "",
};
