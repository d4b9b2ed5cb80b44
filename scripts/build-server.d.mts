export const SERVER_OUT_DIR: string;
export const SERVER_SOURCES: string[];
export function buildServer(outDir?: string): Promise<void>;
