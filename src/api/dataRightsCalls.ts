import { Schema } from 'effect';
import { DataRightsLogReply, PersonalDataExport } from '../../schemas/dataRights';
import type { Api } from './client';

const Done = Schema.Struct({ success: Schema.Boolean });

/** The person's own data rights: everything stored about them, and the deletion of their account. */
export function dataRightsCalls(api: Api) {
  return {
    myData: () => api.apiFetch(PersonalDataExport, '/me/data'),
    deleteMe: (confirm: string) => api.apiFetch(Done, '/me', { method: 'DELETE', body: { confirm } }),
  };
}
export type DataRightsCalls = ReturnType<typeof dataRightsCalls>;

/** An admin's data-rights calls: a person's export and erasure on their request, and the audit log. */
export function adminDataRightsCalls(api: Api) {
  const person = (uuid: string) => `/admin/people/${encodeURIComponent(uuid)}`;
  return {
    personData: (uuid: string) => api.apiFetch(PersonalDataExport, `${person(uuid)}/data`),
    deletePerson: (uuid: string, confirm: string) =>
      api.apiFetch(Done, person(uuid), { method: 'DELETE', body: { confirm } }),
    log: () => api.apiFetch(DataRightsLogReply, '/admin/data-rights/log'),
  };
}
export type AdminDataRightsCalls = ReturnType<typeof adminDataRightsCalls>;
