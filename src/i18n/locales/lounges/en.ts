import type { Texts } from '../en';

/** The lounges texts in English (i18n namespace 'lounges'): they load with those screens, not with the app. */
export const enLounges = {
  lounges: {
    title: 'Social Lounge',
    join: 'Join Room',
    roomFull: 'Room Full',
    disabled: 'Disabled',
    live: 'LIVE',
    private: 'Private',
    noResults: 'No results found',
    loadFailed: 'The lounges could not be loaded.',
    filters: 'Filters',
    dates: 'Dates',
    categories: 'Categories',
    clearFilters: 'Clear filters',
    participants_one: '{{count}} participant',
    participants_other: '{{count}} participants',
    capacity: '{{count}} of {{capacity}} places taken',
    more: '+{{count}}',
    inRoom: 'In the room',
    schedules: 'Schedule',
    adMessage: 'You will join the lounge after this brief ad',
    sponsorVideo: 'Sponsor video',
    skipAd: 'Skip Ad',
    back: 'Back',
    otherRooms: 'Other rooms',
    visitSponsor: 'Visit sponsor',
    roomLogo: '{{name}} logo',
  },
};

export type LoungesResources = Texts<typeof enLounges>;
