/** Where sign-in leads (000 §2), as pure functions of the address and what is stored. */

export const LOBBY = '/main/lobby';
export const SIGN_IN_PATHS = ['/signin', '/signup'];

/** A path inside the app (never another site: `//host` and `scheme:` are refused). */
export function localPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split('?')[0] ?? '';
  if (SIGN_IN_PATHS.includes(path)) return null;
  return value;
}

/** After sign-in: the post_route query value, else the address a signed-out visit was going to, else the lobby. */
export function afterSignIn(search: string, origin: string | null): string {
  const postRoute = new URLSearchParams(search).get('post_route');
  return localPath(postRoute) ?? localPath(origin) ?? LOBBY;
}

/** The forced page of the configuration, when it is an address of the app and not the current one. */
export function forcedRedirect(forcedPage: string | undefined, location: string): string | null {
  const target = localPath(forcedPage);
  if (!target) return null;
  return target.split('?')[0] === location ? null : target;
}
