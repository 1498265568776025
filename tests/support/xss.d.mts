export function xssInChromium(
  base: string,
  pages: { path: string }[],
): Promise<{ path: string; status: number; executed: number; navigations: number; outside: string[] }[]>;
