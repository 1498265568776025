// The seller's SMS about its money (docs/decisions/167), in the trader's language: a month's tax
// invoice issued, and a dispute of one of its leads decided. Each text is registered word for word
// as a DLT content template, one per language (SMS_INVOICE_TEMPLATE_ID…, SMS_DISPUTE_TEMPLATE_ID…).

export const en = {
  invoice: "{site}: your tax invoice {number} for {month} is issued, total {total}. See it: {url}",
  disputeAccepted: "{site}: your dispute of lead {lead} was accepted. The lead is not charged. See your money: {url}",
  disputeRejected: "{site}: your dispute of lead {lead} was not accepted. The lead stays charged. See your money: {url}",
};

export const hi: typeof en = {
  invoice: "{site}: {month} का आपका टैक्स इनवॉइस {number} जारी हो गया है, कुल {total}। यहाँ देखें: {url}",
  disputeAccepted: "{site}: लीड {lead} पर आपकी शिकायत मान ली गई है। इस लीड का पैसा नहीं लगेगा। अपना हिसाब देखें: {url}",
  disputeRejected: "{site}: लीड {lead} पर आपकी शिकायत नहीं मानी गई। इस लीड का पैसा लगेगा। अपना हिसाब देखें: {url}",
};
