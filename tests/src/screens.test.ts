import { describe, expect, it } from 'vitest';
import { hasScreen, reachableEntries } from '../../src/app/screens';
import type { SidebarEntry, SidebarLink } from '../../src/app/sidebar/sidebarEntries';

const link = (id: string, href: string, external = false): SidebarLink => ({
  kind: 'link',
  id,
  label: { text: id },
  href,
  external,
  targetType: 'native',
});

describe('menu entries without a screen', () => {
  it('knows the addresses the app answers', () => {
    expect(hasScreen('/main/lobby')).toBe(true);
    expect(hasScreen('/main/sessions')).toBe(true);
    expect(hasScreen('/main/sessions?hierarchicalMenu[screen]=posters')).toBe(true);
    expect(hasScreen('/main/sessions/12/34')).toBe(true);
    expect(hasScreen('/social-apps/wall')).toBe(true);
    expect(hasScreen('/social/wall')).toBe(true);
    expect(hasScreen('/main/wall')).toBe(false);
    expect(hasScreen('/main/itinerary')).toBe(true);
    expect(hasScreen('/main/admin/program-import')).toBe(true);
    expect(hasScreen('/main/admin/analytics')).toBe(true);
    expect(hasScreen('/main/admin/analytics/sessions/1001')).toBe(true);
    expect(hasScreen('/main/admin/analytics/sessions/abc')).toBe(false);
    expect(hasScreen('/main/admin/unknown')).toBe(false);
    expect(hasScreen('/main/social_lounge')).toBe(true);
    expect(hasScreen('/exhibitors/DetailView/501/Leads')).toBe(true);
    expect(hasScreen('/exhibitors/DetailView/501/Leads/x')).toBe(false);
    expect(hasScreen('/main/voting')).toBe(true);
    expect(hasScreen('/main/voting/best-poster')).toBe(true);
    expect(hasScreen('/main/voting/a/b')).toBe(false);
    expect(hasScreen('/main/faq/faq')).toBe(true);
    expect(hasScreen('/main/faq')).toBe(false);
    expect(hasScreen('/main/CustomScreen/welcome')).toBe(true);
    expect(hasScreen('/main/CustomScreen/info/rules')).toBe(true);
    expect(hasScreen('/main/CustomScreen/a/b/c')).toBe(false);
    expect(hasScreen('/main/screens/welcome')).toBe(false);
    expect(hasScreen('/main/game')).toBe(true);
    expect(hasScreen('/main/video-room/12')).toBe(true);
    expect(hasScreen('/main/video-room/abc')).toBe(false);
    expect(hasScreen('/main/breakout-room/12/table-a')).toBe(true);
    expect(hasScreen('/main/breakout-room/12')).toBe(false);
  });

  it('are left out of the menu, and groups left empty go with them; external links and actions stay', () => {
    const entries: SidebarEntry[] = [
      link('lobby', '/main/lobby'),
      link('wall', '/social-apps/wall'),
      link('lounges', '/main/social_lounge'),
      link('products', '/main/my-products'),
      {
        kind: 'group',
        id: 'conference',
        label: { text: 'Conference' },
        children: [link('program', '/main/sessions'), link('voting', '/main/no-such-screen')],
      },
      { kind: 'group', id: 'voting', label: { text: 'Voting' }, children: [link('form', '/main/nowhere/1')] },
      link('jobs', 'https://jobs.example.org', true),
      { kind: 'action', id: 'support', label: { text: 'Support' } },
    ];
    const kept = reachableEntries(entries);
    expect(kept.map((e) => e.id)).toEqual(['lobby', 'wall', 'lounges', 'conference', 'jobs', 'support']);
    const conference = kept.find((e) => e.id === 'conference');
    expect(conference?.kind === 'group' && conference.children.map((c) => c.id)).toEqual(['program']);
  });
});
