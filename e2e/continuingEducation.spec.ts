import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfPages } from '../tests/support/pdfText';
import { startVideo } from './models/preroll';
import { programData, type SnapshotItem } from './models/programData';
import { Shell } from './models/shell';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

type CreditedItem = SnapshotItem & {
  credits_array?: { credit_id: string }[];
  live_config_object?: { awareness_check_total_count?: number };
};

/** The demo's short on-demand masterclass: no start time, two credit types and an awareness check. */
async function masterclass(page: Page): Promise<CreditedItem> {
  const { items, mayOpen } = await programData(page);
  const found = (items as CreditedItem[]).find(
    (i) =>
      i.internal_type === 'session' &&
      i.start_time_unix === undefined &&
      (i.credits_array ?? []).length > 1 &&
      (i.live_config_object?.awareness_check_total_count ?? 0) > 0 &&
      mayOpen(i),
  );
  if (!found) throw new Error('the demo has no on-demand session with credits and an awareness check');
  return found;
}

test('watch a short video to the end past an awareness check, choose a credit type, submit the evaluation and download the certificate', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const session = await masterclass(page);
  const heartbeat = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/heartbeat'));
  await page.goto(`/main/sessions/${session.session_id}`);

  // Before the check the evaluation is refused with the server's reason.
  await page.getByRole('tab', { name: 'Evaluation' }).click();
  const gate = page.getByTestId('evaluation-gate');
  await expect(gate).toHaveAttribute('data-phase', 'denied');
  await expect(gate).toContainText('You have passed 0 check(s) out of 1 check(s).');

  // The video: an awareness check asks while it plays, I am here passes it, and it plays to its end.
  await startVideo(page);
  const prompt = page.getByTestId('awareness-prompt');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toHaveAttribute('role', 'alertdialog');
  await expect(page.getByTestId('awareness-countdown')).toHaveText(/^Time left: \d+ s$/);
  await checkScreenNow(page);
  await page.getByTestId('awareness-affirm').click();
  await expect(page.getByTestId('awareness-results')).toContainText('Check #1 Passed');
  await expect(page.getByTestId('awareness-summary')).toHaveText(
    'You have passed 1 check(s) out of 1 check(s).',
  );
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-server-complete', 'true', { timeout: 45_000 });
  await expect(page.getByTestId('video-watched')).toBeVisible();
  const beat = (await heartbeat).postDataJSON() as Record<string, unknown>;
  expect(beat).toMatchObject({
    entity_type: 'session',
    entity_id: String(session.session_id),
    type: 'ondemand',
  });

  // The evaluation, asked again as the video counted: the credit type first, then the form, submitted once.
  await expect(gate).toHaveAttribute('data-phase', 'picker');
  const cme = gate.getByTestId('credit-option').filter({ hasText: 'CME' });
  await expect(cme).toContainText('0.50');
  await cme.getByRole('radio').check();
  await gate.getByTestId('credit-submit').click();
  await expect(gate).toHaveAttribute('data-phase', 'form');
  const form = gate.getByTestId('assessment-form');
  await form.getByTestId('assessment-submit').click();
  await expect(form.getByText('Please answer this question.').first()).toBeVisible();
  await checkScreenNow(page);
  await page.screenshot({ path: 'test-results/evaluation-form-1440.png', fullPage: true });
  await form.locator('[data-question="overall"]').getByRole('radio', { name: '4 stars' }).check();
  await form.locator('[data-question="objectives"]').getByRole('radio', { name: 'Yes' }).check();
  await form.locator('[data-question="useful"]').getByRole('checkbox', { name: 'Discussion' }).check();
  await form
    .locator('[data-question="practice"]')
    .getByRole('textbox')
    .fill('Follow up incidental findings with a shared protocol.');
  await form.getByTestId('assessment-submit').click();
  await expect(gate).toHaveAttribute('data-phase', 'submitted');
  await expect(gate.getByTestId('submitted-answers')).toContainText('Follow up incidental findings');

  // The certificate and the transcript on the own profile.
  await shell.sidebar.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByTestId('profile-page')).toHaveAttribute('data-self', 'true');
  await page.getByRole('tab', { name: 'Certificate' }).click();
  const certificate = page.getByTestId('certificate').filter({ hasText: 'CME Certificate' });
  await expect(certificate).toContainText('0.50');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    certificate.getByRole('button', { name: 'Download CME Certificate' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('CME Certificate.pdf');
  const text = (await pdfPages(new Uint8Array(readFileSync((await file.path()) ?? '')))).join('\n');
  expect(text).toContain('Certificate of Completion');
  expect(text).toContain('Jordan Rivera');
  expect(text).toContain('0.50');
  expect(text).toContain(session.title.slice(0, 30));

  await page.getByRole('tab', { name: 'Transcript' }).click();
  await expect(
    page.getByTestId('transcript-row').filter({ hasText: session.title.slice(0, 30) }),
  ).toContainText('CME');
  await expect(page.getByTestId('transcript-totals')).toContainText('0.50');

  // The same screens at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreenNow(page);
  await page.getByRole('tab', { name: 'Certificate' }).click();
  await checkScreenNow(page);
  await page.screenshot({ path: 'test-results/certificates-390.png', fullPage: true });
  await page.goto(`/main/sessions/${session.session_id}`);
  await page.getByRole('tab', { name: 'Evaluation' }).click();
  await expect(gate).toHaveAttribute('data-phase', 'submitted');
  await checkScreenNow(page);
  await page.screenshot({ path: 'test-results/evaluation-submitted-390.png', fullPage: true });
});
