export const CHROMIUM_INSTALL_HINT: string;
export function chromiumPath(): string | null;
