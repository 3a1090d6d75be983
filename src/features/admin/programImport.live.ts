import { fromPromise } from 'xstate';
import { type ImportFileInput, programImportMachine } from '../../../machines/programImport';
import type { ProgramImportReply } from '../../../schemas/programImport';
import type { ProgramImportCalls } from '../../api/programImportCalls';

/** The programImport machine of the import screen: the file goes up through the API client, its progress back. */
export function liveProgramImport(calls: Pick<ProgramImportCalls, 'importProgram'>) {
  return programImportMachine.provide({
    actors: {
      importFile: fromPromise<ProgramImportReply, ImportFileInput>(({ input, signal }) =>
        calls.importProgram(
          input.file,
          { prune: input.prune, preview: input.preview },
          {
            onUploadProgress: (loaded, total) => input.report({ type: 'UPLOAD.PROGRESS', loaded, total }),
            onUploaded: () => input.report({ type: 'UPLOAD.SENT' }),
            onProgress: (done, total) => input.report({ type: 'IMPORT.PROGRESS', done, total }),
          },
          signal,
        ),
      ),
    },
  });
}
