export type ProtectedPath = { path: string; query: string; kind: "api" | "page" };
export const PROTECTED: ProtectedPath[];
export function spellings(path: string): string[];
export function pathCorpus(): { path: string; kind: "api" | "page"; base: string }[];
export const ESCAPING_RETURNS: string[];
export function returnCorpus(): { path: string; value: string }[];
export const LEAD_AREA: string[];
export function leadAreaCorpus(token?: string): { path: string; base: string }[];
export const BAND_SPELLINGS: { band: [string, string][]; between: [string, string][]; none: [string, string][] };
