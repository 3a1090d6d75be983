import { Schema } from 'effect';
import { PersonalDataExport } from '../../schemas/dataRights';
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
