/**
 * The pages of the client router. The server answers these paths with the app and 200; any
 * other page path gets the app too (it shows the not-found page) but with status 404, so a
 * link checker, a crawler or a monitor sees a missing page as missing.
 */
export const CLIENT_ROUTES = {
  home: '/',
  checkout: '/checkout',
  tutorial: '/tutorial',
  batches: '/batches',
} as const;

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(CLIENT_ROUTES));

export function isClientRoute(path: string): boolean {
  return KNOWN_PATHS.has(path);
}
