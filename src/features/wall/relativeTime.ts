/** The wall's relative times are the app's (src/ui/relativeTime.ts), which the lobby's activity feed shares. */
export { type RelativeTime, relativeTime } from '../../ui/relativeTime';
