// The console's words, in English and Hindi (docs/decisions/124-console-words.md): the header, the
// catalogue's pages, its import and the record form's notes and checks. The words of each
// catalogue field (label, help, unit) are in field-words.ts. Hindi as an operator in UP or Bihar
// writes it (docs/glossary-hi.md): trade words such as मॉडल, डीलर, CSV stay.

import { en } from "./messages.en";

export { en };
export { hi } from "./messages.hi";

export type ConsoleMessages = typeof en;
