import {
  ProfileEditReply,
  type ProfileEditRequest,
  ProfilePhotoReply,
  ProfileReply,
  SendEmailReply,
} from '../../schemas/profile';
import type { Api } from './client';

/** Profiles: a person as the server lets this user see them, the own profile's edit and picture, and Send Email. */
export function profileCalls(api: Api) {
  const profile = (uuid: string) => `/profiles/${encodeURIComponent(uuid)}`;
  return {
    profile: (uuid: string) => api.apiFetch(ProfileReply, profile(uuid)),
    /** The own profile's edit. */
    edit: (body: typeof ProfileEditRequest.Encoded) =>
      api.apiFetch(ProfileEditReply, '/profile', { method: 'PUT', body }),
    /** The own picture (already compressed), which becomes the profile's at once. */
    uploadPhoto: (image: Blob) => {
      const form = new FormData();
      form.set('image', image, 'picture.jpg');
      return api.apiFetch(ProfilePhotoReply, '/uploads/profile-photo', { method: 'POST', body: form });
    },
    sendEmail: (uuid: string, message: string) =>
      api.apiFetch(SendEmailReply, `${profile(uuid)}/email`, { method: 'POST', body: { message } }),
  };
}
export type ProfileCalls = ReturnType<typeof profileCalls>;
