import type { Page } from '@playwright/test';

/** A listed item of the program snapshot, with the fields the journeys pick items by. */
export interface SnapshotItem {
  internal_type: 'session' | 'abstract' | 'program';
  session_id: number;
  ab_id?: number;
  program_id?: number;
  title: string;
  start_time_unix?: number;
  live_channel_id?: string;
  session_type_id?: number | string;
  venue_id?: string;
  office_hours?: unknown[];
  file_links_array?: { name: string }[];
  video_links_array?: unknown[];
  child_items_array?: { id: number; type: string }[];
  live_config_object?: { hide_from_public?: number | boolean };
  author_array?: { Firstname: string; Lastname: string }[];
}

/** The signed-in user's program snapshot and session access, read through the API as the app reads them. */
export async function programData(page: Page) {
  // The page holds its token in memory; the login cookie resumes the same login for this request context.
  const login = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
    token: string;
    user: { session_access_array: number[] };
  };
  const headers = { authorization: `Bearer ${login.token}` };
  const settings = await (await page.request.get('/api/settings', { headers })).json();
  const link = await (
    await page.request.get(`/api/session/${settings.source_hex}/${settings.conferenceid}`, { headers })
  ).json();
  const snapshot = (await (await page.request.get(link.url, { headers })).json()) as {
    items: SnapshotItem[];
  };
  const access = new Set(login.user.session_access_array);
  return { items: snapshot.items, mayOpen: (item: SnapshotItem) => access.has(item.session_id) };
}

/** An on-demand session (no start time) with a video, open to the signed-in user. */
export async function onDemandVideoSession(page: Page): Promise<number> {
  const { items, mayOpen } = await programData(page);
  const found = items.find(
    (i) =>
      i.internal_type === 'session' &&
      i.start_time_unix === undefined &&
      (i.video_links_array ?? []).length > 0 &&
      mayOpen(i),
  );
  if (!found) throw new Error('The demo has no on-demand session with a video for this user');
  return found.session_id;
}
