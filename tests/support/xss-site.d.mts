export function xssPages(i: number): { path: string; fields: string }[];
export function startXssSite(options: { payloads: string[]; port?: number }): Promise<{ url: string; stop: () => Promise<void> }>;
