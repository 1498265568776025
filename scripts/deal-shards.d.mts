export type Shard = { files: string[]; seconds: number };
export function deal(files: string[], seconds: Record<string, number>, count: number): Shard[];
