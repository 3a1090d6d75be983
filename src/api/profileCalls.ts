import {
  ProfileEditReply,
  type ProfileEditRequest,
  ProfileReply,
  SendEmailReply,
} from '../../schemas/profile';
import type { Api } from './client';

/** Profiles: a person as the server lets this user see them, and Send Email to them. */
export function profileCalls(api: Api) {
  const profile = (uuid: string) => `/profiles/${encodeURIComponent(uuid)}`;
  return {
    profile: (uuid: string) => api.apiFetch(ProfileReply, profile(uuid)),
    /** The own profile's edit. */
    edit: (body: typeof ProfileEditRequest.Encoded) =>
      api.apiFetch(ProfileEditReply, '/profile', { method: 'PUT', body }),
    sendEmail: (uuid: string, message: string) =>
      api.apiFetch(SendEmailReply, `${profile(uuid)}/email`, { method: 'POST', body: { message } }),
  };
}
export type ProfileCalls = ReturnType<typeof profileCalls>;
