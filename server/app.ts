import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { NotFound } from '../schemas/errors';
import { createActivityLog } from './areas/activity/activityLog';
import { createEventAnalytics } from './areas/analytics/eventAnalytics';
import { eventIdsOf } from './areas/events/queries';
import { createPresenceSampler } from './areas/analytics/presenceSampler';
import { SAMPLE_INTERVAL_MS } from '../schemas/eventAnalytics';
import { createAnalytics } from './areas/analytics/analytics';
import { createSignIn } from './areas/auth/signIn';
import { createChat } from './areas/chat/chat';
import { createBoothInteractions } from './areas/exhibitors/interactions';
import { createSettings } from './areas/events/settings';
import { createSettingsImages } from './areas/events/settingsImages';
import { createSettingsVersions } from './areas/events/settingsVersions';
import { createFavorites } from './areas/favorites/favorites';
import { createHealth } from './areas/health/health';
import { createFeedback } from './areas/feedback/feedback';
import { createGame } from './areas/game/game';
import { createLeaderboardFeed } from './areas/game/leaderboardFeed';
import { createGameTasks, wallGameHooks } from './areas/game/tasks';
import { createItinerary } from './areas/itinerary/itinerary';
import { createMeetings } from './areas/exhibitors/meetings';
import { createExhibitors } from './areas/exhibitors/exhibitors';
import { createLeads } from './areas/exhibitors/leads';
import { createLounges } from './areas/lounges/lounges';
import { createNotes } from './areas/notes/notes';
import { createNotifications } from './areas/notifications/notifications';
import { createRatings } from './areas/ratings/ratings';
import { createProducts } from './areas/products/products';
import { createMediaSigner } from './areas/media/signedUrls';
import { createContacts } from './areas/people/contacts';
import { createProfiles } from './areas/profiles/profiles';
import { createProgramLinks } from './areas/program/links';
import { createCompletion } from './areas/program/completion';
import { createProgramMemory } from './areas/program/programMemory';
import { createSessionDetails } from './areas/program/sessionDetails';
import { createCertificates } from './areas/certificates/certificates';
import { createCredits } from './areas/credits/credits';
import { createDataRights } from './areas/dataRights/dataRights';
import { createEvaluations } from './areas/evaluations/evaluations';
import { createWatch } from './areas/watch/watch';
import { createSupport } from './areas/support/support';
import { createQuestions } from './areas/questions/questions';
import { createTweets } from './areas/wall/tweets';
import { createWallActivity } from './areas/wall/activity';
import { createWall } from './areas/wall/wall';
import { createDiscussions } from './areas/discussions/discussions';
import { createScheduleExports } from './areas/program/scheduleFiles';
import { createSnapshots } from './areas/program/snapshots';
import { createPollFeed } from './areas/polls/pollFeed';
import { createPolls } from './areas/polls/polls';
import { createVoting } from './areas/voting/voting';
import type { AppDeps } from './deps';
import { createAdmission } from './http/admission';
import { apiBodyRules } from './http/bodyLimits';
import { hardCloseGate } from './http/closing';
import { recordActivity } from './http/activityRecording';
import type { AppEnv } from './http/env';
import { errorResponse } from './http/errors';
import { NO_EXTRA_ORIGINS, securityHeaders } from './http/securityHeaders';
import { analyticsRoutes } from './http/routes/analytics';
import { chatRoutes } from './http/routes/chat';
import { certificateRoutes } from './http/routes/certificates';
import { chatHooksRoutes } from './http/routes/chatHooks';
import { creditRoutes } from './http/routes/credits';
import { dataRightsRoutes } from './http/routes/dataRights';
import { customScreenRoutes } from './http/routes/customScreens';
import { evaluationRoutes } from './http/routes/evaluations';
import { exhibitorInteractionRoutes } from './http/routes/exhibitorInteractions';
import { exhibitorRoutes } from './http/routes/exhibitors';
import { exhibitorLeadRoutes } from './http/routes/exhibitorLeads';
import { watchRoutes } from './http/routes/watch';
import { favoriteRoutes } from './http/routes/favorites';
import { feedbackRoutes } from './http/routes/feedback';
import { gameRoutes } from './http/routes/game';
import { healthRoutes } from './http/routes/health';
import { mediaRoutes } from './http/routes/media';
import { outboxRoutes } from './http/routes/outbox';
import { pdfProxyRoutes } from './http/routes/pdfProxy';
import { itineraryRoutes } from './http/routes/itinerary';
import { lobbyRoutes } from './http/routes/lobby';
import { loungeRoutes } from './http/routes/lounges';
import { meetingRoutes } from './http/routes/meetings';
import { noteRoutes } from './http/routes/notes';
import { notificationRoutes } from './http/routes/notifications';
import { profileRoutes } from './http/routes/profiles';
import { createProfilePhotos } from './areas/profiles/photos';
import { programRoutes } from './http/routes/program';
import { calendarFeedRoutes, programImportRoutes, scheduleRoutes } from './http/routes/schedule';
import { createCalendarFeed } from './areas/itinerary/feed';
import { ratingRoutes } from './http/routes/ratings';
import { productRoutes } from './http/routes/products';
import { settingsRoutes } from './http/routes/settings';
import { settingsEditorRoutes } from './http/routes/settingsEditor';
import { eventAnalyticsRoutes } from './http/routes/eventAnalytics';
import { signInRoutes } from './http/routes/signIn';
import { appPageRoutes } from './http/routes/appPage';
import { supportRoutes } from './http/routes/support';
import { questionRoutes } from './http/routes/questions';
import { wallRoutes } from './http/routes/wall';
import { discussionRoutes } from './http/routes/discussions';
import { videoRoutes } from './http/routes/video';
import { pollRoutes } from './http/routes/polls';
import { votingRoutes } from './http/routes/voting';
import { createCallRooms } from './video/callRooms';
import { nobodyCounted, nobodyPresent, presenceOccupancy } from './video/occupancy';
import { createVideoRooms } from './areas/rooms/videoRooms';
import { createBoothRooms } from './areas/rooms/boothRooms';
import { boothRoomRoutes } from './http/routes/boothRooms';
import { videoRoomRoutes } from './http/routes/videoRooms';
import { createVideoProvider } from './video/provider';
import { createRoomEntry } from './video/roomEntry';
import { createServerVideoTokens } from './video/tokens';

/** Addresses of files the web app's build could hold: never an address of the app's screens. */
const isFileAddress = (path: string) =>
  path.startsWith('/assets/') ||
  /\.(?:ico|png|jpe?g|gif|webp|avif|svg|js|mjs|css|map|txt|json|xml|webmanifest|woff2?|ttf)$/i.test(path);
export const VERSION = '0.1.0';
/** How often due scheduled notifications are looked for (they fire at most this late). */
const NOTIFICATION_SWEEP_MS = 15_000;

/** The HTTP API (and, when given folders, the media and the built web app): `app.fetch` serves it. */
export function createApp(deps: AppDeps, info: { database: 'pglite' | 'postgres' }) {
  const app = new Hono<AppEnv>();
  const signIn = createSignIn(deps);
  const activity = createActivityLog({
    ...deps,
    onError: (err, rows) => deps.logger.warn({ err, rows }, 'activity not stored'),
  });
  const videoTokens = createServerVideoTokens(deps.authSecret, deps.clock);
  const videoProvider = createVideoProvider(deps.video, videoTokens, deps.clock, deps.outboundFetch);
  const roomMax = videoProvider.maxParticipants;
  const snapshots = createSnapshots(deps.db, deps.clock, { ...deps.snapshots, roomMax });
  const program = createProgramMemory(deps.db);
  const chat = createChat({
    ...deps,
    onMessage: (user, conversationId) =>
      deps.recordActivity !== false &&
      activity.record({
        eventId: user.eventId,
        uuid: user.uuid,
        action: 'chat_message',
        entityType: 'conversation',
        entityId: conversationId,
      }),
  });
  const feedback = createFeedback(deps.db, deps.clock);
  const leaderboardFeed = createLeaderboardFeed({
    ...deps,
    onError: (err) => deps.logger.warn({ err }, 'leaderboard update not sent'),
  });
  const gameTasks = createGameTasks(deps.db, deps.clock, (event, player, earned) => {
    leaderboardFeed.changed(event);
    if (deps.recordActivity !== false)
      activity.record({ eventId: event.id, uuid: player.uuid, action: 'game_points', amount: earned });
  });
  const game = createGame(deps.db, program, gameTasks);
  const analytics = createAnalytics(deps.db, deps.clock, gameTasks);
  const favorites = createFavorites(deps.db, program);
  const ratings = createRatings(deps.db, program);
  const notes = createNotes(deps.db, program);
  const itinerary = createItinerary({ ...deps, favorites });
  const calendarFeed = createCalendarFeed({ ...deps, itinerary });
  const contacts = createContacts(deps.db);
  const profiles = createProfiles({ ...deps, stale: signIn.signedIn.stale });
  const mediaSigner = createMediaSigner(deps.authSecret);
  const completion = createCompletion(deps.db, deps.clock);
  const sessionDetails = createSessionDetails(deps.db, program, deps.clock, mediaSigner, completion, roomMax);
  const settings = createSettings(deps.clock, mediaSigner);
  const notifications = createNotifications(deps.db, deps.clock, deps.publisher);
  deps.scheduleEvery?.(NOTIFICATION_SWEEP_MS, async () => {
    await notifications.fireDue();
  });
  const presenceSnapshot = deps.presenceSnapshot ?? nobodyPresent;
  if (deps.presenceSnapshot && deps.recordActivity !== false) {
    const sampler = createPresenceSampler({
      snapshot: deps.presenceSnapshot,
      eventIds: () => eventIdsOf(deps.db),
      record: activity.record,
      onError: (err) => deps.logger.warn({ err }, 'presence not sampled'),
    });
    deps.scheduleEvery?.(SAMPLE_INTERVAL_MS, sampler.sample);
  }
  const tweets = createTweets(deps.twitter, deps.logger, deps.clock, deps.outboundFetch);
  const wall = createWall(deps.db, deps.clock, deps.objectStore, mediaSigner, wallGameHooks(gameTasks));
  const support = createSupport(deps, signIn.tokens);
  const callRooms = createCallRooms({
    tokens: videoTokens,
    provider: videoProvider,
    mayCall: chat.hooks.mayCall,
  });
  const roomEntry = createRoomEntry({
    provider: videoProvider,
    occupancy: presenceOccupancy(deps.presenceCounts ?? nobodyCounted),
  });
  const lounges = createLounges({ clock: deps.clock, mediaSigner, tasks: gameTasks, entry: roomEntry });
  const videoRooms = createVideoRooms(program, deps.clock, roomEntry, gameTasks);
  const boothRooms = createBoothRooms({ db: deps.db, clock: deps.clock, entry: roomEntry, tasks: gameTasks });
  const health = createHealth(deps.db, deps.logger, { database: info.database, version: VERSION });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('logger', deps.logger);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.logger.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.onError((err, c) => errorResponse(err, c));
  app.use('*', securityHeaders(deps.contentOrigins ?? NO_EXTRA_ORIGINS));

  const api = new Hono<AppEnv>();
  // A load balancer's health check always gets through; every other call waits its turn past capacity.
  const admission = deps.admission ?? createAdmission();
  api.use('*', (c, next) => (c.req.path === '/api/health' ? next() : admission.middleware(c, next)));
  api.use('*', apiBodyRules);
  api.use('*', hardCloseGate(signIn));
  if (deps.recordActivity !== false) api.use('*', recordActivity(activity));
  api.route('/', healthRoutes(health));
  api.route('/', signInRoutes(signIn));
  api.route('/', settingsRoutes(settings, contacts));
  const settingsVersions = createSettingsVersions({ ...deps, stale: signIn.signedIn.stale });
  api.route('/', settingsEditorRoutes(settingsVersions, createSettingsImages(deps.objectStore)));
  api.route('/', eventAnalyticsRoutes(createEventAnalytics({ ...deps, snapshot: presenceSnapshot })));
  api.route('/', supportRoutes(support));
  api.route('/', programRoutes(createProgramLinks(snapshots), snapshots, sessionDetails));
  api.route('/', creditRoutes(createCredits(deps.db, program)));
  api.route('/', evaluationRoutes(createEvaluations(deps.db, program, deps.clock, completion)));
  api.route('/', watchRoutes(createWatch(deps.db, program, deps.clock, gameTasks)));
  api.route('/', certificateRoutes(createCertificates(deps.db, deps.clock)));
  api.route('/', feedbackRoutes(feedback));
  api.route('/', gameRoutes(game));
  api.route('/', analyticsRoutes(analytics));
  api.route('/', favoriteRoutes(favorites));
  api.route('/', ratingRoutes(ratings));
  api.route('/', productRoutes(createProducts(deps.db, deps.clock, mediaSigner)));
  api.route('/', noteRoutes(notes));
  api.route('/', dataRightsRoutes(createDataRights({ ...deps, stale: signIn.signedIn.stale })));
  api.route('/', profileRoutes(profiles, createProfilePhotos({ ...deps, stale: signIn.signedIn.stale })));
  api.route('/', itineraryRoutes(itinerary));
  api.route('/', calendarFeedRoutes(calendarFeed));
  api.route('/', scheduleRoutes(signIn, calendarFeed, createScheduleExports(deps.db, deps.publicUrl)));
  api.route('/', programImportRoutes());
  api.route('/', pdfProxyRoutes());
  api.route('/', wallRoutes(wall, tweets));
  api.route('/', discussionRoutes(createDiscussions(deps.db, wall)));
  api.route(
    '/',
    questionRoutes(
      createQuestions({
        ...deps,
        program,
        onError: (err) => deps.logger.warn({ err }, 'question update not sent'),
      }),
    ),
  );
  api.route('/', notificationRoutes(notifications));
  api.route('/', lobbyRoutes(createWallActivity(deps.db, deps.clock)));
  api.route('/', chatRoutes(chat));
  api.route('/', videoRoutes(callRooms));
  api.route('/', loungeRoutes(lounges));
  api.route(
    '/',
    exhibitorRoutes(createExhibitors({ db: deps.db, clock: deps.clock, mediaSigner, tasks: gameTasks })),
  );
  api.route('/', videoRoomRoutes(videoRooms));
  api.route('/', boothRoomRoutes(boothRooms));
  api.route(
    '/',
    exhibitorInteractionRoutes(createBoothInteractions({ ...deps, tasks: gameTasks, chat: chat.hooks })),
  );
  api.route('/', meetingRoutes(createMeetings(deps)));
  api.route('/', exhibitorLeadRoutes(createLeads(deps)));
  api.route('/', votingRoutes(createVoting(deps)));
  const pollFeed = createPollFeed({
    ...deps,
    onError: (err) => deps.logger.warn({ err }, 'poll update not sent'),
  });
  api.route(
    '/',
    pollRoutes(createPolls({ ...deps, program, changed: pollFeed.changed, roomOf: pollFeed.roomOf })),
  );
  api.route('/', customScreenRoutes());
  api.route('/', chatHooksRoutes(deps.chatHooksSecret, chat.hooks, signIn));
  api.all('*', () => {
    throw new NotFound({ message: 'No such API call' });
  });
  app.route('/api', api);

  if (deps.devOutbox) app.route('/dev', outboxRoutes());
  if (deps.mediaDir) app.route('/media', mediaRoutes(deps.mediaDir, mediaSigner));
  if (deps.webDir && existsSync(join(deps.webDir, 'index.html'))) {
    const root = deps.webDir;
    // The build writes .br and .gz beside each asset: sent as they are to browsers that accept them.
    app.use('/assets/*', async (c, next) => {
      await next();
      // Hashed names: a changed file gets a new name, so a copy may be kept for a year.
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/assets/*', serveStatic({ root, precompressed: true }));
    app.use('*', serveStatic({ root, precompressed: true }));
    // A missing file (a stale asset, a browser's /favicon.ico) is a 404, never the app's page under a file's name.
    app.get('*', async (c, next) => {
      if (isFileAddress(c.req.path)) throw new NotFound({ message: 'No such file' });
      await next();
    });
    app.route('/', appPageRoutes(readFile(join(root, 'index.html'), 'utf8'), signIn));
  }
  app.notFound((c) => errorResponse(new NotFound({ message: 'Not found' }), c));
  // A relay in the same process asks whether a socket's login is on as the API's requests do.
  return Object.assign(app, {
    isLoginActive: signIn.isLoginActive,
    flushActivity: activity.flush,
    chatHooks: chat.hooks,
  });
}
export type App = ReturnType<typeof createApp>;
