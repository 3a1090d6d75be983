import { Schema } from 'effect';
import { CalendarFeedReply } from '../../schemas/calendarFeed';
import { FavoritesReply, type FavoriteType } from '../../schemas/favorite';
import type { NoteRequest } from '../../schemas/note';
import { NotesReply } from '../../schemas/note';
import { RatingFigures, RatingsReply, type RatingType } from '../../schemas/rating';
import type { Api } from './client';

const Done = Schema.Struct({ success: Schema.Boolean });

/** The signed-in user's own program calls: favorites, ratings and notes. */
export function myEventCalls(api: Api) {
  const favorite = (type: FavoriteType, id: string) =>
    `/favorites/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
  return {
    favorites: () => api.apiFetch(FavoritesReply, '/favorites'),
    addFavorite: (type: FavoriteType, id: string) =>
      api.apiFetch(Done, favorite(type, id), { method: 'PUT' }),
    removeFavorite: (type: FavoriteType, id: string) =>
      api.apiFetch(Done, favorite(type, id), { method: 'DELETE' }),
    ratings: () => api.apiFetch(RatingsReply, '/ratings'),
    rate: (type: RatingType, id: string, value: number) =>
      api.apiFetch(RatingFigures, `/ratings/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { value },
      }),
    /** The itinerary as an iCalendar file. */
    calendarFile: () => api.apiFile('/itinerary.ics', 'text/calendar'),
    /** My calendar feed's secret address, for a calendar app to subscribe to. */
    calendarFeed: () => api.apiFetch(CalendarFeedReply, '/itinerary/feed'),
    /** A new secret address; the old one stops working. */
    resetCalendarFeed: () => api.apiFetch(CalendarFeedReply, '/itinerary/feed/reset', { method: 'POST' }),
    /** Mails the same file to the user's own address ('Add to Calendar'). */
    emailCalendar: () => api.apiFetch(Done, '/itinerary/email', { method: 'POST' }),
    notes: () => api.apiFetch(NotesReply, '/notes'),
    saveNote: (body: typeof NoteRequest.Encoded) => api.apiFetch(Done, '/notes', { method: 'PUT', body }),
    /** The general note, about no session; empty deletes it. */
    saveGeneralNote: (note: string) =>
      api.apiFetch(Done, '/notes/general', { method: 'PUT', body: { note } }),
  };
}
export type MyEventCalls = ReturnType<typeof myEventCalls>;
