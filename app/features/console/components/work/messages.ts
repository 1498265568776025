// The words of the console's daily work, in English and Hindi (docs/decisions/130, following 124):
// leads, traders and a trader's forms, billing and statements, disputes, failed deliveries and the
// outbox. The catalogue's words are ../messages.ts, the lists' ../lists/messages.ts. Hindi as an
// operator in UP or Bihar writes it (docs/glossary-hi.md): trade words such as लीड, डीलर, CSV,
// GST, SMS, WhatsApp and webhook stay. `{name}` marks a value filled in when shown. The files the
// console downloads (lead and statement CSVs) stay English: their columns are the contract's.

import { en } from "./messages.en";

export { en };
export { hi } from "./messages.hi";

export type WorkWords = typeof en;
