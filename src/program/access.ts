/** Who may open a program item (000 §5): kept apart from the timing rules so light screens can use it alone. */

interface Openable {
  readonly session_id: number;
  readonly author_array?: readonly { readonly uuid: string }[] | undefined;
  readonly session_chair_array?: readonly { readonly uuid: string }[] | undefined;
}

export interface Viewer {
  readonly uuid: string;
  readonly isAdmin: boolean;
  /** session_access_array as a set: access checks stay O(1) per item in long lists. */
  readonly sessionAccess: ReadonlySet<number>;
}

/** The user is an author or chair of the item. */
export const isPersonOf = (item: Openable, uuid: string) =>
  [...(item.author_array ?? []), ...(item.session_chair_array ?? [])].some((p) => p.uuid === uuid);

/** Admins, users whose session_access_array holds the session, and the item's authors and chairs. */
export function mayOpen(item: Openable, viewer: Viewer): boolean {
  return viewer.isAdmin || viewer.sessionAccess.has(item.session_id) || isPersonOf(item, viewer.uuid);
}
