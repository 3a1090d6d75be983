import type { HallOptions } from '../../../schemas/exhibitorDirectory';

/** A hall that hides nothing and shows 'N online'. */
export const HALL_OPTIONS: HallOptions = {
  hide_filters: false,
  hide_suggestions: false,
  hide_categories: false,
  hide_description_text: false,
  hide_jitsi: false,
  hide_meeting_scheduler: false,
  hide_support_level: false,
  status_enabled: true,
};
