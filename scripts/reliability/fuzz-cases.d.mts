export type FuzzCase = { method: string; path: string; body?: string; withToken?: boolean };
export type FuzzCall = { name: string; method: string; params: string[] };
export const ROUTE_PATTERNS: string[];
export function fuzzCases(options: { count: number; seed?: number; calls: FuzzCall[] }): FuzzCase[];
