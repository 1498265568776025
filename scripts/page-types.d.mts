export type PageType = { name: string; path: string };
export const PAGE_TYPES: PageType[];
export const WIDTHS: number[];
