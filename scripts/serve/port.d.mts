// Types for port.mjs (plain JavaScript run by Node).
export function portAnswers(host: string, port: number): Promise<boolean>;
export function assertPortFree(host: string, port: number, what: string): Promise<void>;
