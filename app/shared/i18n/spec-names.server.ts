import { SPEC_LATIN_KEPT, SPEC_PHRASES_HI } from "#app/shared/i18n/spec-values-hi";
import type { SpecTables } from "./names";

// The specification glossary of each language, as the messages of the pages that print
// specification values carry it (app/messages.server.ts): the larger part of the names, so a
// module of its own that other pages go without (docs/decisions/142).

export const en: SpecTables = { phrases: {}, kept: [] };
export const hi: SpecTables = { phrases: { ...SPEC_PHRASES_HI }, kept: [...SPEC_LATIN_KEPT] };
