import { expect, type Page } from '@playwright/test';
import { programData, type SnapshotItem } from './programData';

/** Writes a note on the first dated session the signed-in person may open; answers that session. */
export async function writeSessionNote(page: Page, text: string): Promise<SnapshotItem> {
  const { items, mayOpen } = await programData(page);
  const session = items.find(
    (i) => i.internal_type === 'session' && i.start_time_unix !== undefined && mayOpen(i),
  ) as SnapshotItem;
  await page.goto(`/main/sessions/${session.session_id}`);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Edit note' }).click();
  await page.getByRole('textbox', { name: 'My Notes', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('note')).toHaveAttribute('data-state', 'viewing');
  return session;
}
