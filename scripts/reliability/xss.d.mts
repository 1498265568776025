export function xssInChromium(
  base: string,
  pages: { path: string }[],
  options?: { lanes?: number },
): Promise<{ path: string; status: number; executed: number; navigations: number; outside: string[] }[]>;
