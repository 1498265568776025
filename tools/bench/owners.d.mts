type CpuProfile = {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number } }[];
  samples: number[];
};
/** Self time by owner (framework, runtime, the site's own code), in percent of all samples. */
export function selfTimeByOwner(profile: CpuProfile, bundle: string): { owner: string; pct: number }[];
