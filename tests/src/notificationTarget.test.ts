import { describe, expect, it } from 'vitest';
import { additionalHalls, notificationTarget } from '../../src/realtime/notificationTarget';

describe('notification go buttons', () => {
  it('lead to a session, an exhibitor (in its additional hall when the confid names one), the lounges or a link', () => {
    expect(notificationTarget({ contextType: 'Session', contextId: 1001 })).toEqual({
      href: '/main/sessions/1001',
      external: false,
    });
    expect(notificationTarget({ contextType: 'Exhibitor', contextId: '42' })).toEqual({
      href: '/exhibitors/DetailView/42',
      external: false,
    });
    const halls = additionalHalls({
      exhibitor_hall_config: { additional_halls: [{ id: 7, label: 'Startups' }, { label: 'no id' }] },
    });
    expect(halls).toEqual([{ id: '7' }]);
    expect(
      notificationTarget({ contextType: 'Exhibitor', contextId: '42', contextInfo: { confid: 7 } }, halls),
    ).toEqual({
      href: '/exhibitors/HallDetailView/7/42',
      external: false,
    });
    expect(notificationTarget({ contextType: 'lounge' })).toEqual({
      href: '/main/social_lounge',
      external: false,
    });
    expect(
      notificationTarget({ contextType: 'external_link', linkButtonURL: 'https://example.org/a' }),
    ).toEqual({
      href: 'https://example.org/a',
      external: true,
    });
  });

  it('lead nowhere without a target, an id, or with a link that is not http(s)', () => {
    expect(notificationTarget({})).toBeNull();
    expect(notificationTarget({ contextType: 'Session', contextId: null })).toBeNull();
    expect(
      notificationTarget({ contextType: 'external_link', linkButtonURL: 'javascript:alert(1)' }),
    ).toBeNull();
  });
});
