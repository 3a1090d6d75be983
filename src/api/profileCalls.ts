import { ProfileReply, SendEmailReply } from '../../schemas/profile';
import type { Api } from './client';

/** Profiles: a person as the server lets this user see them, and Send Email to them. */
export function profileCalls(api: Api) {
  const profile = (uuid: string) => `/profiles/${encodeURIComponent(uuid)}`;
  return {
    profile: (uuid: string) => api.apiFetch(ProfileReply, profile(uuid)),
    sendEmail: (uuid: string, message: string) =>
      api.apiFetch(SendEmailReply, `${profile(uuid)}/email`, { method: 'POST', body: { message } }),
  };
}
export type ProfileCalls = ReturnType<typeof profileCalls>;
