export const XSS_PAYLOADS: string[];
export const XSS_HTML: string;
