import type { EventConfig } from '../../schemas/eventConfig';
import type { DemoCalendar } from './calendar';
import {
  ALL_ROOMS,
  ATTENDEE_BADGES,
  AUTHOR_ROLES_MAP,
  BADGE,
  DEMO,
  media,
  RESTRICTED_TYPES,
  TRACKS,
  TYPE,
  VENUES,
} from './catalog';
import { demoContinuingEducation } from './evaluations';
import {
  EXHIBITOR_TAGS,
  PRODUCT_DIRECTORY_COMPANY_IDS,
  SPONSOR_LEVELS,
  STARTUP_ALLEY_COMPANY_IDS,
} from './exhibitors';
import { PRODUCT_DIRECTORY_KEY } from '../../schemas/purchasedProduct';
import { AD_IMAGES, LOBBY_MEDIA, LOBBY_SLIDES, POSTER_HALL_INTRO_VIDEO, REMINDER_ICON } from './media';

type Config = EventConfig & Record<string, unknown>;

const H = 60;

/** The track of the demo's second custom abstract page. */
const CLINICAL_TRACK = TRACKS[0] as (typeof TRACKS)[number];

/** The lounges (the configuration's `lobbies`): public, private (by badge) and scheduled rooms. */
function lounges(cal: DemoCalendar, moderators: string[]) {
  const daily = (start: number, end: number) =>
    [0, 1, 2].map((day) => ({ start: cal.at(day, start), end: cal.at(day, end) }));
  return [
    {
      id: 'coffee-corner',
      label: 'Coffee Corner',
      category_id: 1,
      access: 'public' as const,
      max_users: 50,
      moderator: moderators,
      branding: {
        logo: media('images/lounge-coffee-corner.svg'),
        video: media('sponsor-ad.mp4'),
        label: 'Coffee sponsored by our Platinum sponsors',
      },
    },
    {
      id: 'career-lounge',
      label: 'Career Lounge',
      category_id: 1,
      access: 'public' as const,
      max_users: 25,
      moderator: moderators,
    },
    {
      id: 'ml-meetup',
      label: 'Machine Learning Meetup',
      category_id: 2,
      access: 'public' as const,
      max_users: 30,
      moderator: moderators,
      branding: { video: media('sponsor-ad.mp4'), hide_skip: 1 as const, label: 'Sponsored' },
    },
    {
      id: 'early-career',
      label: 'Early-Career Researchers',
      category_id: 2,
      access: 'public' as const,
      max_users: 25,
      moderator: moderators,
    },
    {
      id: 'speakers-green-room',
      label: "Speakers' Green Room",
      category_id: 1,
      access: 'private' as const,
      max_users: 20,
      moderator: moderators,
      allowed_contacts: [BADGE.speaker],
    },
    {
      id: 'vip-lounge',
      label: 'VIP Lounge',
      category_id: 1,
      access: 'private' as const,
      max_users: 15,
      moderator: moderators,
      allowed_contacts: [BADGE.vip],
    },
    {
      id: 'exhibitor-lounge',
      label: 'Exhibitor Lounge',
      category_id: 3,
      access: 'private' as const,
      max_users: 40,
      moderator: moderators,
      allowed_contacts: [BADGE.exhibitor],
    },
    {
      id: 'networking-breakfast',
      label: 'Networking Breakfast',
      category_id: 1,
      access: 'public' as const,
      type: 'scheduled',
      schedules: daily(7 * H, 8 * H),
      max_users: 40,
      moderator: moderators,
    },
    {
      id: 'lunch-roundtables',
      label: 'Lunch Roundtables',
      category_id: 2,
      access: 'public' as const,
      type: 'scheduled',
      schedules: daily(12 * H, 13 * H),
      max_users: 12,
      moderator: moderators,
    },
    {
      id: 'evening-reception',
      label: 'Evening Reception',
      category_id: 3,
      access: 'public' as const,
      type: 'scheduled',
      schedules: [0, 1].map((day) => ({ start: cal.at(day, 18 * H + 30), end: cal.at(day, 20 * H + 30) })),
      max_users: 60,
      moderator: moderators,
      branding: { video: media('sponsor-ad.mp4'), label: 'Reception sponsored by our Gold sponsors' },
    },
    {
      // Live whenever the demo is shown: its schedule spans the demo's three days.
      id: 'open-networking',
      label: 'Open Networking',
      category_id: 1,
      access: 'public' as const,
      type: 'scheduled',
      schedules: [{ start: cal.dayStart(0), end: cal.dayEnd(2) - 1 }],
      max_users: 40,
      moderator: moderators,
    },
    {
      // One person fills it: a full room shows 'Room Full' to attendees.
      id: 'quiet-corner',
      label: 'Quiet Corner',
      category_id: 2,
      access: 'public' as const,
      max_users: 1,
      moderator: moderators,
    },
    {
      id: 'night-owls',
      label: 'Night Owls Hangout',
      category_id: 2,
      access: 'public' as const,
      type: 'scheduled',
      schedules: [0, 1, 2].map((day) => ({ start: cal.at(day, 21 * H), end: cal.at(day, 23 * H + 59) })),
      max_users: 25,
      moderator: moderators,
    },
  ];
}

/** The demo event's configuration document. */
export function demoConfig(input: {
  cal: DemoCalendar;
  moderators: string[];
  sponsors: { name: string; website: string }[];
  gameConfig: Record<string, unknown>;
  /** Sessions that offer credits: they have the evaluation and the quiz. */
  creditedSessionIds: readonly number[];
}): Config {
  const { cal } = input;
  const ad = (img: string, n: number, mobile?: string) => {
    const s = input.sponsors[n % input.sponsors.length];
    return {
      src: media(img),
      url: s?.website ?? 'https://www.example.com',
      ...(mobile ? { srcMobile: media(mobile) } : {}),
    };
  };
  const sessionTypes = Object.values(TYPE).map((t) => ({ id: t.id, label: t.label }));
  return {
    source_hex: DEMO.sourceHex,
    conferenceid: DEMO.conferenceId,
    appdir: DEMO.urlId,
    confurlid: DEMO.urlId,
    title: DEMO.title,
    timezone: DEMO.timeZone,
    virtualapp_timezone: DEMO.timeZone,
    demo_anchor_date: cal.anchor.toString(),
    cacheDelta: 900,
    app_enabled: 1,
    header_banner: media('images/header-banner.svg'),
    primary_color: '#0b3d91',
    primary_dark_color: '#072a66',
    primary_light_color: '#dbe7fb',
    styling: { platform_header_color: '#0b3d91', 'primary-color': '#0b3d91' },
    collapsible_menu: 1,
    support_email: 'support@example.com',
    signup_session_types: Object.values(TYPE)
      .map((t) => t.id)
      .filter((id) => !RESTRICTED_TYPES.includes(id)),
    privacy_banner_text:
      'This site uses cookies to keep you signed in and to remember your choices. By continuing you accept our privacy policy.',
    login_form: {
      logo: media('images/login-logo.svg'),
      help_text:
        'Sign in with the email address you registered with. Demo accounts use the password demo1234.',
      password: 1,
      magicLink: 1,
      magicLink_text: 'Email me a sign-in link instead',
      find_account_url: 'https://www.example.com/registration/lookup',
      find_account_text: 'Cannot find your account?',
      additional_call_to_action: [{ label: 'Register now', url: 'https://www.example.com/registration' }],
      support_form_enabled: 1,
    },
    limited_access_config: {
      message:
        'Your registration gives you access to keynotes, plenaries and Conference TV. Upgrade to join every session, chat and the lounges.',
      button_text: 'Upgrade registration',
      url: 'https://www.example.com/registration/upgrade',
    },
    author_roles_map: AUTHOR_ROLES_MAP,
    session_room_array: ALL_ROOMS.map((r) => ({
      session_room_id: r.id,
      session_room_name: r.name,
      session_venue_id: r.venue,
    })),
    session_venue_array: Object.values(VENUES).map((v) => ({
      session_venue_id: v.id,
      session_venue_name: v.name,
    })),
    session_type_array: sessionTypes,
    program_track_array: TRACKS.map((t) => ({ id: t.id, label: t.label })),
    abstract_list_pages: {
      pages: [
        {
          id: 'oral-abstracts',
          title: 'Oral Abstracts',
          description:
            '<p>Every abstract presented in the <strong>oral abstract sessions</strong>, with its authors. Open one to see its session, slides and discussion.</p>',
          session_type_ids: [TYPE.oral.id],
          internal_types: ['abstract'],
        },
        {
          id: 'clinical-informatics-hybrid',
          title: 'Clinical Informatics, in the Room and Online',
          description: `<p>The <em>${CLINICAL_TRACK.label}</em> sessions you can join in person or stream live.</p>`,
          program_track_ids: [CLINICAL_TRACK.id],
          custom_filter_values: ['Hybrid'],
          internal_types: ['session'],
        },
      ],
    },
    poster_hall_config: {
      title: 'Poster Hall',
      intro_video_title: 'Welcome to the Poster Hall',
      intro_video_url: media(POSTER_HALL_INTRO_VIDEO),
      intro_video_poster: media('images/clip2-thumbnail.svg'),
    },
    sidebarconfig: [
      { type: 'program', label: 'Program', include_all: 1, icon: 'calendar' },
      { type: 'session_type', session_type_id: TYPE.keynote.id, label: 'Keynotes', icon: 'star' },
      { type: 'session_type', session_type_id: TYPE.workshop.id, label: 'Workshops', icon: 'tool' },
      { type: 'live_now', label: 'Live Now', icon: 'video' },
      { type: 'live_sessions', label: 'Live Sessions', icon: 'broadcast' },
      { type: 'posters', label: 'Posters', icon: 'picture' },
      { type: 'abstract_page', abstract_page_id: 'oral-abstracts', icon: 'file-text' },
      { type: 'abstract_page', abstract_page_id: 'clinical-informatics-hybrid', icon: 'file-text' },
      { type: 'office_hours', label: 'Office Hours', icon: 'team' },
      { type: 'videos', label: 'Videos', icon: 'play' },
      { type: 'on_demand', label: 'On-Demand', icon: 'cloud' },
      { type: 'itinerary', label: 'My Itinerary', icon: 'schedule', showInRoot: 1 },
    ],
    basic_abstract_voting: {
      enabled: 1,
      title: 'Voting',
      forms: [
        {
          id: 'best-poster',
          label: 'Best Poster Award',
          custom_text: 'Vote for the poster that taught you the most. One vote per attendee.',
          session_types: [TYPE.poster.id],
        },
        {
          id: 'peoples-choice-poster',
          label: "People's Choice Poster",
          custom_text: 'Which poster would you most like to see grow into a full study? Choose one.',
          session_types: [TYPE.poster.id],
        },
      ],
    },
    menu_config: {
      custom_links: [
        { label: 'Society Website', href: 'https://www.example.org', icon: 'global' },
        { label: 'Job Board', href: 'https://jobs.example.org', icon: 'briefcase', SSO: 1 },
        { label: 'Conference App Help', href: 'www.example.com/help', icon: 'question' },
      ],
    },
    custom_html_screens: [
      {
        id: 'welcome',
        type: 'HTML',
        title: 'Welcome',
        content: `<h2>Welcome to the ${DEMO.title}</h2><p>Hello {{Firstname}}! Three days of keynotes, abstracts, posters, workshops and networking, in Chicago and online.</p><p><a href="#schedule">See the schedule at a glance</a> or go to the <a href="/main/sessions">full program</a>. Cast your votes for the best posters under <a href="/main/voting">Voting</a>, and read the <a href="https://www.example.org/travel">travel guide</a> on the society's site.</p><h3 id="schedule">Schedule at a glance</h3><ul><li>08:00 Keynote in the Grand Ballroom</li><li>10:00 and 15:00 Poster sessions</li><li>12:00 Lunch roundtables in the Social Lounge</li><li>18:30 Evening reception</li></ul>`,
        has_hot_keys: 1,
        social_feed: 1,
      },
      {
        id: 'faq',
        type: 'Accordion',
        title: 'FAQ',
        content: [
          {
            title: 'How do I join a live session?',
            content: '<p>Open the session and press Join when it is live.</p>',
          },
          {
            title: 'Are sessions recorded?',
            content: '<p>Most sessions are available as replays shortly after they end.</p>',
          },
          {
            title: 'How do I claim credits?',
            content: '<p>Complete the evaluation of each session you attended.</p>',
          },
          {
            title: 'Who do I contact for help?',
            content: '<p>Use Support in the menu or write to support@example.com.</p>',
          },
        ],
      },
      {
        id: 'information',
        type: 'HTML',
        title: 'Information',
        content:
          '<p>Practical information about the conference: read our <a href="/main/CustomScreen/information/code-of-conduct">Code of Conduct</a> and how we make the event <a href="/main/CustomScreen/information/accessibility">accessible</a>, or see the <a href="/main/faq/faq">FAQ</a>.</p>',
        child_pages: [
          {
            id: 'code-of-conduct',
            type: 'HTML',
            title: 'Code of Conduct',
            content: '<p>Be respectful, inclusive and kind.</p>',
          },
          {
            id: 'accessibility',
            type: 'HTML',
            title: 'Accessibility',
            content: '<p>All sessions have captions.</p>',
          },
        ],
      },
      { id: 'venue', type: 'HTML', title: 'Venue & Travel', href: 'https://www.example.com/venue' },
      {
        id: 'member-portal',
        type: 'HTML',
        title: 'Member Portal',
        href: 'https://members.example.org',
        SSO: 1,
      },
    ],
    enable_exhibitor: 1,
    menu_show_products: 1,
    exhibitor_hall_config: {
      title: 'Exhibit Hall',
      tags: EXHIBITOR_TAGS,
      [PRODUCT_DIRECTORY_KEY]: PRODUCT_DIRECTORY_COMPANY_IDS,
      ad: { video_url: media('sponsor-ad.mp4') },
      privacy_policy_url: 'https://www.example.com/privacy',
      privacy_info:
        '<p>When you share your contact information or enter a raffle, this exhibitor receives your name, e-mail, company and title. It may contact you about its products.</p>',
      rotator_images: [1, 2, 3].map((n) => media(`images/product-${n}.svg`)),
      raffle_success_title: 'You are in the draw',
      raffle_success_message:
        'Thank you for entering the {companyname} raffle. Winners are announced at the closing session.',
      additional_halls: [
        {
          id: 'startup-alley',
          label: 'Startup Alley',
          title: 'Startup Alley',
          exhibitors: STARTUP_ALLEY_COMPANY_IDS,
          hide_meeting_scheduler: 1,
          ad: {},
        },
      ],
    },
    sponsor_config: {
      // Platinum and Gold booths have a lobby and a room per staff contact; Silver booths the lobby only.
      levels: SPONSOR_LEVELS.map((l) => ({
        label: l.label,
        order: l.order,
        value: l.value,
        count: l.count,
        ...(l.order === 3 ? { disable_staff_rooms: 1 } : {}),
      })),
    },
    attendee_badges: ATTENDEE_BADGES,
    speaker_badge_id: BADGE.speaker,
    participants_sidebar_config: { enabled: 1, badge_filters: [BADGE.speaker, BADGE.exhibitor] },
    attendee_name: { show_middle_name: 1 },
    lobbies: lounges(cal, input.moderators),
    lobby_categories: [
      { id: 1, label: 'Networking' },
      { id: 2, label: 'Topics' },
      { id: 3, label: 'Sponsors' },
    ],
    lobby_max_capacity: 50,
    lounge_header_text:
      'Meet fellow attendees, speakers and sponsors in the lounges. Scheduled rooms open 10 minutes before they start.',
    lobby_config: {
      title: `Welcome to the ${DEMO.title}`,
      description:
        '<p>Three days of keynotes, abstracts, posters, workshops and networking, in Chicago and online. Start with the <strong>Upcoming</strong> tab for what is next, save sessions to <strong>My Itinerary</strong>, and meet other attendees on the <a href="/social-apps/wall">Social Feed</a>.</p>',
      welcome_carousel: LOBBY_SLIDES.map((slide, n) => ({
        image: media(LOBBY_MEDIA.slides[n] as string),
        image_mobile: media(LOBBY_MEDIA.slidesMobile[n] as string),
        alt: `${slide.title}. ${slide.subtitle}.`,
        ...(n === 1 ? { url: '/main/sessions' } : {}),
      })),
      carousel_speed: 8,
      video: {
        title: 'A welcome from the program chairs',
        url: media(LOBBY_MEDIA.welcomeVideo),
        poster: media(LOBBY_MEDIA.welcomePoster),
        captions: media(LOBBY_MEDIA.welcomeCaptions),
      },
      featured_videos: [
        {
          title: 'Highlights of day one',
          url: media(LOBBY_MEDIA.highlightsVideo),
          poster: media(LOBBY_MEDIA.highlightsPoster),
          captions: media('captions.en.vtt'),
        },
        {
          title: 'A tour of the Poster Hall',
          url: media(POSTER_HALL_INTRO_VIDEO),
          poster: media(LOBBY_MEDIA.posterHallPoster),
          captions: media('captions.en.vtt'),
        },
        {
          title: 'A word from our Platinum sponsor',
          url: media('sponsor-ad.mp4'),
          poster: media(LOBBY_MEDIA.sponsorPoster),
          captions: media(LOBBY_MEDIA.sponsorCaptions),
        },
      ],
      ad_modal: {
        ...ad(LOBBY_MEDIA.ad, 0, LOBBY_MEDIA.adMobile),
        title: 'A word from our sponsor',
        alt: `${input.sponsors[0]?.name ?? 'Our sponsor'}: visit our booth for a live demo`,
      },
    },
    chat_enabled: 1,
    attendee_email_enabled: 1,
    gamification_enabled: 1,
    game_config: input.gameConfig,
    hide_gamification_leaderboard: 0,
    ads: {
      login_start: AD_IMAGES.login.map((img, n) => ad(img, n, AD_IMAGES.loginMobile[n])),
      ads_by_location: {
        lobby: {
          leaderboard: AD_IMAGES.leaderboard.map((img, n) => ad(img, n)),
          tile: AD_IMAGES.tile.map((img, n) => ad(img, n)),
        },
        program: { leaderboard: AD_IMAGES.leaderboard.map((img, n) => ad(img, n + 1)) },
        session: { leaderboard: AD_IMAGES.leaderboard.map((img, n) => ad(img, n + 2)) },
        wall: { skyscraper: AD_IMAGES.skyscraper.map((img, n) => ad(img, n)) },
        poster_hall: { skyscraper: AD_IMAGES.skyscraper.map((img, n) => ad(img, n + 1)) },
        lounge: { leaderboard: AD_IMAGES.leaderboard.map((img, n) => ad(img, n + 2)) },
        exhibitors: { leaderboard: AD_IMAGES.leaderboard.map((img, n) => ad(img, n + 3)) },
        products: {
          leaderboard: AD_IMAGES.leaderboard.map((img, n) => ad(img, n + 1)),
          tile: AD_IMAGES.tile.map((img, n) => ad(img, n + 2)),
        },
      },
      preroll: [
        { video: media('sponsor-ad.mp4'), url: input.sponsors[0]?.website ?? 'https://www.example.com' },
      ],
    },
    ad_rotation_speed: 8,
    session_privacy_warning_message: {
      session_types: [TYPE.roundtable.id],
      message: 'VIP roundtables are off the record: please do not record, quote or share what is said.',
      ok_text: 'I agree',
      no_text: 'Go back',
    },
    session_config: { auto_approve_abstract_qna: 0, allow_anonymous_questions: 1 },
    session_attachments_download: 1,
    show_credit_info: 1,
    credits_config: {
      enabled: 1,
      credit_choice_msg: 'Choose the credit type you are claiming for this session.',
      credit_pick_multiple: 0,
      options: [
        { credit_name: 'CME', credit_num_select: 'cme' },
        { credit_name: 'CNE', credit_num_select: 'cne' },
      ],
    },
    ...demoContinuingEducation(input.creditedSessionIds),
    suggested_entities_config: { sessions: 1, exhibitors: 1 },
    note_config: { enable_notes: 1 },
    my_notes_tab: 1,
    profile_custom_fields: [
      { label: 'Specialty', content_type: 'text', field_type: 'text' },
      { label: 'Looking to meet', content_type: 'text', field_type: 'text' },
    ],
    itinerary_reminder_config: {
      title: 'Itinerary Reminder',
      end_text: 'will begin',
      go_button: 'Go To Session',
      offset: 10,
      icon: media(REMINDER_ICON),
    },
    notification_config: { enabled: 1 },
    twitter_query: '#MHDS2026',
  };
}
