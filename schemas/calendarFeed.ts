import { Schema } from 'effect';

/** My personal calendar feed's secret address (GET /api/itinerary/feed, and a new one from its reset). */
export const CalendarFeedReply = Schema.Struct({ url: Schema.String });
export type CalendarFeedReply = typeof CalendarFeedReply.Type;
