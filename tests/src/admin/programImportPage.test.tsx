import { Suspense } from 'react';
// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProgramImportReply } from '../../../schemas/programImport';
import { ApiError } from '../../../src/api/client';
import type { ImportProgress } from '../../../src/api/programImportCalls';
import { ProgramImportPage } from '../../../src/features/admin/ProgramImportPage';
import { createI18n } from '../../../src/i18n';
import { theme } from '../../../src/ui/theme';

const SUMMARY: ProgramImportReply = {
  format: 'c3voc',
  sessions: 3,
  preview: false,
  created: 2,
  updated: 1,
  unchanged: 0,
  gone: [{ id: 'session_9', title: 'Old talk' }],
  removed: 0,
  rejected: [
    { where: 'schedule.conference.days.0.rooms.Hall.2', title: 'No time', reason: 'it has no start' },
  ],
  people: { matched: 1, created: 4 },
};

interface Call {
  file: Blob;
  options: { prune: boolean; preview: boolean };
  progress: ImportProgress;
  resolve: (r: ProgramImportReply) => void;
  reject: (e: unknown) => void;
}

/** The page as its route shows it: under a Suspense boundary while the admin screens' texts load. */
async function renderPage() {
  const calls: Call[] = [];
  const importProgram = (file: Blob, options: Call['options'], progress: ImportProgress) =>
    new Promise<ProgramImportReply>((resolve, reject) =>
      calls.push({ file, options, progress, resolve, reject }),
    );
  render(
    <I18nextProvider i18n={createI18n({ storage: null, language: 'en' })}>
      <ThemeProvider theme={theme}>
        <Suspense fallback={null}>
          <ProgramImportPage calls={{ importProgram }} />
        </Suspense>
      </ThemeProvider>
    </I18nextProvider>,
  );
  // Ready once its controls are there to use (not while the texts are still loading behind the boundary).
  await screen.findByRole('button', { name: 'Import' });
  /** The machine's state as the page shows it (read afresh: the page's element may be drawn again). */
  const state = () => screen.getByTestId('program-import').getAttribute('data-state');
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Schedule file'), { target: { files: [file] } });
  const start = () => fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const settle = async (fn: () => void) => {
    await act(async () => {
      fn();
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  return { state, calls, choose, start, settle };
}

afterEach(cleanup);

describe('Import Program', () => {
  it('uploads the chosen file with a progress bar, then shows the summary with the rejected and kept entries', async () => {
    const { state, calls, choose, start, settle } = await renderPage();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    choose(new File(['{"schedule":{}}'], 'schedule.json'));
    start();
    await waitFor(() => expect(state()).toBe('sending.uploading'));
    expect(calls[0]?.options).toEqual({ prune: false, preview: false });
    await settle(() => calls[0]!.progress.onUploadProgress(50, 200));
    const bar = screen.getByTestId('import-progress');
    expect(bar.textContent).toContain('Uploading the file…');
    expect(bar.textContent).toContain('25%');
    await settle(() => calls[0]!.progress.onUploaded());
    await settle(() => calls[0]!.progress.onProgress(2, 5));
    expect(screen.getByTestId('import-progress').textContent).toContain('2 of 5');
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('2');
    await settle(() => calls[0]!.resolve(SUMMARY));
    expect(state()).toBe('done');
    const summary = screen.getByTestId('import-summary');
    expect(within(summary).getByTestId('import-created').textContent).toContain('2');
    expect(within(summary).getByTestId('import-peopleCreated').textContent).toContain('4');
    expect(summary.textContent).toContain('Format: c3voc schedule.json');
    expect(within(summary).getByTestId('import-rejected-entries').textContent).toContain('it has no start');
    expect(within(summary).getByTestId('import-kept').textContent).toContain('Old talk');
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('with prune, lists what would be removed and imports only when confirmed', async () => {
    const { state, calls, choose, start, settle } = await renderPage();
    choose(new File(['<schedule/>'], 'schedule.xml'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Remove the sessions of an earlier import/ }));
    start();
    expect(calls[0]?.options).toEqual({ prune: true, preview: true });
    await settle(() => calls[0]!.resolve({ ...SUMMARY, preview: true, removed: 1 }));
    expect(state()).toBe('confirming');
    const confirm = screen.getByTestId('prune-confirm');
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Old talk']);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Import and remove 1 session' }));
    expect(calls[1]?.options).toEqual({ prune: true, preview: false });
    await settle(() => calls[1]!.resolve({ ...SUMMARY, removed: 1 }));
    expect(within(screen.getByTestId('import-summary')).getByTestId('import-removed').textContent).toContain(
      '1',
    );
    expect(screen.queryByTestId('import-kept')).toBeNull();
  });

  it('shows the server’s error with the paths it names, and that nothing changed', async () => {
    const { state, calls, choose, start, settle } = await renderPage();
    choose(new File(['{}'], 'schedule.json'));
    start();
    await settle(() =>
      calls[0]!.reject(
        new ApiError(400, 'bad_request', 'schedule.json does not match the c3voc schema', [
          { path: 'schedule.conference.days', message: 'is missing' },
        ]),
      ),
    );
    expect(state()).toBe('failed');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('schedule.json does not match the c3voc schema');
    expect(alert.textContent).toContain('schedule.conference.days: is missing');
    expect(alert.textContent).toContain('Nothing was changed.');
  });

  it('says when a file is larger than the server reads, and does not send it', async () => {
    const { calls, choose } = await renderPage();
    const huge = new File(['x'], 'huge.xml');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    choose(huge);
    expect(screen.getByText('This file is larger than 20 MB.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(calls).toHaveLength(0);
  });
});
