export const CHROMIUM_FLAGS: readonly string[];
export const CHROMIUM_INSTALL_HINT: string;
export function chromiumPath(): string | null;
