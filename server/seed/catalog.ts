/** The demo event's fixed facts: its keys, rooms, tracks, session types, badges and author roles. */
export const DEMO = {
  eventId: '7b0c1e62-5d8a-4f3e-9c41-d3e0a1b2c3d4',
  urlId: 'demo',
  sourceHex: 'de305d5475b4431b',
  conferenceId: '2026',
  title: 'Midwest Health Data Science Conference',
  timeZone: 'America/Chicago',
  /** Seed of the generator: the same seed gives the same event. */
  seed: 20_261_123,
  password: 'demo1234',
  mediaPrefix: '/media/demo',
} as const;

export const media = (path: string) => `${DEMO.mediaPrefix}/${path}`;

/** The buildings of the hybrid demo, and an online studio for the rooms that exist only on screen. */
export const VENUES = {
  north: { id: 1, name: 'North Building' },
  south: { id: 2, name: 'South Building' },
  online: { id: 3, name: 'Online Studio' },
} as const;

export interface Room {
  id: number;
  name: string;
  /** Sessions here are streamed on the room's live channel. */
  streamed: boolean;
  venue: number;
}

const sessionRooms: Room[] = [
  { id: 2, name: 'Lakeshore Hall A', streamed: true, venue: VENUES.north.id },
  { id: 3, name: 'Lakeshore Hall B', streamed: true, venue: VENUES.north.id },
  ...Array.from({ length: 16 }, (_, i) => ({
    id: 4 + i,
    name: `Room ${201 + i}`,
    streamed: i < 10,
    venue: i < 8 ? VENUES.north.id : VENUES.south.id,
  })),
];

export const ROOMS = {
  ballroom: { id: 1, name: 'Grand Ballroom', streamed: true, venue: VENUES.north.id },
  sessionRooms,
  theater: { id: 20, name: 'Exhibit Hall Theater', streamed: true, venue: VENUES.south.id },
  posterHall: { id: 21, name: 'Poster Hall', streamed: false, venue: VENUES.south.id },
  studio: { id: 22, name: 'Virtual Studio', streamed: false, venue: VENUES.online.id },
  tv: { id: 23, name: 'Conference TV', streamed: true, venue: VENUES.online.id },
} as const;

export const ALL_ROOMS: Room[] = [
  ROOMS.ballroom,
  ...sessionRooms,
  ROOMS.theater,
  ROOMS.posterHall,
  ROOMS.studio,
  ROOMS.tv,
];

export const TYPE = {
  keynote: { id: 1, label: 'Keynote' },
  plenary: { id: 2, label: 'Plenary' },
  oral: { id: 3, label: 'Oral Abstract Session' },
  symposium: { id: 4, label: 'Symposium' },
  workshop: { id: 5, label: 'Workshop' },
  panel: { id: 6, label: 'Panel Discussion' },
  poster: { id: 7, label: 'Poster Session' },
  officeHours: { id: 8, label: 'Office Hours' },
  industry: { id: 9, label: 'Industry Theater' },
  onDemand: { id: 10, label: 'On-Demand' },
  tv: { id: 11, label: 'Conference TV' },
  roundtable: { id: 12, label: 'VIP Roundtable' },
  expert: { id: 13, label: 'Meet the Expert' },
  briefing: { id: 14, label: 'Speaker Briefing' },
} as const;
export type SessionType = (typeof TYPE)[keyof typeof TYPE];

/** Session types whose sessions need a pass: workshops (badge 8) and VIP roundtables (badge 5). */
export const RESTRICTED_TYPES: number[] = [TYPE.workshop.id, TYPE.roundtable.id, TYPE.briefing.id];

export interface Track {
  id: number;
  label: string;
  tag: string;
  problems: readonly string[];
}

export const TRACKS: Track[] = [
  {
    id: 1,
    label: 'Clinical Informatics',
    tag: 'clinical-informatics',
    problems: [
      'alert fatigue in electronic health records',
      'medication reconciliation at discharge',
      'sepsis early warning',
      'clinical documentation burden',
      'interoperable problem lists',
      'order set optimisation',
    ],
  },
  {
    id: 2,
    label: 'Machine Learning in Health',
    tag: 'machine-learning',
    problems: [
      'readmission risk prediction',
      'deterioration forecasting on general wards',
      'fairness of triage models',
      'model drift after deployment',
      'label noise in clinical notes',
      'explainable risk scores',
    ],
  },
  {
    id: 3,
    label: 'Public Health & Epidemiology',
    tag: 'public-health',
    problems: [
      'wastewater surveillance of respiratory viruses',
      'vaccination coverage gaps',
      'heat-related emergency visits',
      'opioid overdose hot spots',
      'influenza nowcasting',
      'rural access to care',
    ],
  },
  {
    id: 4,
    label: 'Genomics & Precision Medicine',
    tag: 'genomics',
    problems: [
      'polygenic risk in diverse cohorts',
      'pharmacogenomic dosing',
      'variant interpretation at scale',
      'tumour sequencing turnaround',
      'rare disease diagnosis',
      'return of genomic results',
    ],
  },
  {
    id: 5,
    label: 'Digital Health & Devices',
    tag: 'digital-health',
    problems: [
      'remote blood pressure monitoring',
      'wearable arrhythmia detection',
      'patient portal engagement',
      'hospital-at-home programmes',
      'continuous glucose monitoring data',
      'virtual visit quality',
    ],
  },
  {
    id: 6,
    label: 'Health Policy & Ethics',
    tag: 'policy-ethics',
    problems: [
      'consent for secondary data use',
      'algorithmic accountability',
      'price transparency',
      'data sharing agreements',
      'privacy-preserving analytics',
      'equitable allocation of scarce resources',
    ],
  },
  {
    id: 7,
    label: 'Education & Workforce',
    tag: 'education',
    problems: [
      'informatics training for residents',
      'burnout among nurses',
      'simulation-based learning',
      'data literacy for clinicians',
      'competency assessment',
      'mentoring early-career researchers',
    ],
  },
  {
    id: 8,
    label: 'Imaging & Diagnostics',
    tag: 'imaging',
    problems: [
      'chest radiograph triage',
      'digital pathology slide review',
      'point-of-care ultrasound',
      'incidental finding follow-up',
      'retinal screening for diabetes',
      'mammography double reading',
    ],
  },
];

export const METHODS = [
  'A gradient-boosted model',
  'A transformer language model',
  'A pragmatic randomised trial',
  'A multi-site retrospective cohort study',
  'A federated learning approach',
  'A qualitative interview study',
  'A stepped-wedge evaluation',
  'A natural language processing pipeline',
  'A Bayesian hierarchical model',
  'A mixed-methods study',
  'A causal inference framework',
  'A quality improvement initiative',
  'A microsimulation model',
  'A human-centred design process',
  'A real-world evidence study',
] as const;

export const SETTINGS = [
  'in emergency departments',
  'in intensive care units',
  'in community health centres',
  'in rural hospitals',
  'across an academic health system',
  'in paediatric primary care',
  'in older adults',
  'in a statewide registry',
  'in safety-net clinics',
  'in outpatient oncology',
] as const;

export const BADGE = {
  attendee: 1,
  speaker: 2,
  exhibitor: 3,
  staff: 4,
  vip: 5,
  student: 6,
  press: 7,
  workshopPass: 8,
  organizer: 9,
  nonParticipant: -1,
} as const;

export const ATTENDEE_BADGES = [
  { id: BADGE.attendee, label: 'Attendee', font_color: '#ffffff', bgColor: '#1f6feb' },
  { id: BADGE.speaker, label: 'Speaker', font_color: '#ffffff', bgColor: '#8250df' },
  { id: BADGE.exhibitor, label: 'Exhibitor', font_color: '#ffffff', bgColor: '#bf8700' },
  { id: BADGE.staff, label: 'Staff', font_color: '#ffffff', bgColor: '#57606a', hidden: 1 as const },
  { id: BADGE.vip, label: 'VIP', font_color: '#1f2328', bgColor: '#f6c343' },
  { id: BADGE.student, label: 'Student', font_color: '#ffffff', bgColor: '#1a7f37' },
  { id: BADGE.press, label: 'Press', font_color: '#ffffff', bgColor: '#cf222e' },
  { id: BADGE.workshopPass, label: 'Workshop Pass', font_color: '#ffffff', bgColor: '#0969da' },
  { id: BADGE.organizer, label: 'Organizer', font_color: '#ffffff', bgColor: '#24292f' },
];

export const AUTHOR_ROLE = { presenting: 1, coAuthor: 2, senior: 3, moderator: 4, panelist: 5 } as const;
export const AUTHOR_ROLES_MAP = [
  { id: AUTHOR_ROLE.presenting, label: 'Presenting Author' },
  { id: AUTHOR_ROLE.coAuthor, label: 'Co-Author' },
  { id: AUTHOR_ROLE.senior, label: 'Senior Author' },
  { id: AUTHOR_ROLE.moderator, label: 'Moderator' },
  { id: AUTHOR_ROLE.panelist, label: 'Panelist' },
];

/** The demo's clips (assets/demo/), each in three qualities with one caption file. */
export const CLIPS = ['clip1', 'clip2', 'clip3'] as const;
export const CLIP_SECONDS = 10;
export const PDF_COUNT = { handouts: 8, brochures: 4 } as const;
export const IMAGE_COUNT = { posters: 6 } as const;
/** The session types whose sessions carry a banner (feature_image) naming their type and track. */
export const BANNER_TYPES: readonly SessionType[] = [TYPE.keynote, TYPE.plenary];
