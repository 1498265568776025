/** `spelledFrom`: the address a spelled path was made from. */
export type FuzzCase = { method: string; path: string; body?: string; withToken?: boolean; headers?: Record<string, string>; spelledFrom?: string };
export type FuzzCall = { name: string; method: string; params: string[] };
export const ROUTE_PATTERNS: string[];
export const HEADER_VALUES: Record<string, string[]>;
export const FUZZED_HEADERS: string[];
export const CONDITIONAL_HEADERS: string[];
export const UPLOADED_PICTURE: string;
export const KNOWN_PATHS: { page: string[]; image: string[]; admin: string[] };
export function fuzzCases(options: { count: number; seed?: number; calls: FuzzCall[] }): FuzzCase[];
