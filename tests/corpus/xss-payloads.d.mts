export const XSS_CORPUS: { source: string; payload: string }[];
export const XSS_PAYLOADS: string[];
export const XSS_QUICK_PAYLOADS: string[];
export const XSS_HTML: string;
