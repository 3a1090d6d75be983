import { ProgramImportLine, type ProgramImportReply } from '../../schemas/programImport';
import { type Api, ApiError } from './client';

/** How an import goes: the upload's bytes, the end of the upload, then the rows written of all. */
export interface ImportProgress {
  onUploadProgress: (loaded: number, total: number) => void;
  onUploaded: () => void;
  onProgress: (done: number, total: number) => void;
}

/** The admin's program import (a schedule file into the event). */
export function programImportCalls(api: Api) {
  return {
    /**
     * Uploads a schedule file and follows the import as the server streams it: resolves with its summary, or
     * fails with the server's error (a file that cannot be read names its line, column or field path).
     * `preview` asks what the import would do and writes nothing.
     */
    async importProgram(
      file: Blob,
      options: { prune: boolean; preview: boolean },
      progress: ImportProgress,
      signal?: AbortSignal,
    ): Promise<ProgramImportReply> {
      const form = new FormData();
      form.set('file', file);
      if (options.prune) form.set('prune', '1');
      if (options.preview) form.set('preview', '1');
      let summary: ProgramImportReply | null = null;
      await api.uploadLines(
        ProgramImportLine,
        '/uploads/program-import',
        form,
        {
          onUploadProgress: progress.onUploadProgress,
          onUploaded: progress.onUploaded,
          onLine: (line) => {
            if (line.type === 'progress') progress.onProgress(line.done, line.total);
            else if (line.type === 'summary') summary = line.summary;
            else throw new ApiError(line.status, line.error.code, line.error_message, line.error.fields);
          },
        },
        signal,
      );
      if (!summary) throw new ApiError(200, 'bad_reply', 'The import ended without its summary');
      return summary;
    },
  };
}
export type ProgramImportCalls = ReturnType<typeof programImportCalls>;
