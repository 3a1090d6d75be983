import { type APIRequestContext, expect } from '@playwright/test';

/** The event's newest logged actions, as its admin reads them. */
export async function loggedActions(request: APIRequestContext) {
  const login = await (
    await request.post('/api/login', {
      data: { urlid: 'demo', email: 'admin@example.com', password: 'demo1234' },
    })
  ).json();
  const res = await request.get('/api/analytics', { headers: { authorization: `Bearer ${login.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rows: { action: string; page: string; ad_place: string | null }[] }).rows;
}
