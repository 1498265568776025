export type ProtectedPath = { path: string; query: string; kind: "api" | "page" };
export const PROTECTED: ProtectedPath[];
export function spellings(path: string): string[];
export function pathCorpus(): { path: string; kind: "api" | "page"; base: string }[];
