import type { Browser, Page } from '@playwright/test';
import { solidPng } from './support/pngImage';
import { signedInPage } from './models/signedIn';
import { expect, test } from './test';

const signedIn = (browser: Browser, email: string): Promise<Page> =>
  signedInPage(browser, email, { before: (page) => page.clock.install() });

const postBy = (page: Page, text: string) => page.getByTestId('wall-post').filter({ hasText: text });

test('an attendee posts with an image, another sees it after the poll and likes it, the author edits it, an admin deletes it', async ({
  browser,
}) => {
  const text = `Hello from the wall ${Date.now()}`;
  const author = await signedIn(browser, 'attendee@example.com');
  const reader = await signedIn(browser, 'speaker@example.com');
  const admin = await signedIn(browser, 'admin@example.com');
  for (const page of [reader, admin]) await page.goto('/social-apps/wall');
  await expect(reader.getByTestId('wall-page')).toHaveAttribute('data-state', 'ready');

  await author.getByRole('link', { name: 'Social Feed' }).first().click();
  await expect(author).toHaveURL(/\/social-apps\/wall$/);
  await expect(author).toHaveTitle(/^Social Feed · /);
  const post = author.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await author.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await author.getByText('Add images').setInputFiles({
    name: 'sunrise.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 800, [230, 120, 40]),
  });
  await expect(author.getByRole('img', { name: 'Image 1 of the post' })).toBeVisible();
  await post.click();
  const mine = postBy(author, text);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Image 1 of the post' })).toBeVisible();
  // The image went through the server, compressed to 600 px.
  const image = mine.getByRole('img', { name: 'Image 1 of the post' });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([600, 400]);

  await expect(postBy(reader, text)).toHaveCount(0);
  await reader.clock.fastForward('02:01');
  const seen = postBy(reader, text);
  await expect(seen).toBeVisible();
  await seen.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(seen.getByRole('button', { name: '1 Like' })).toBeVisible();

  await author.clock.fastForward('02:01');
  await expect(mine.getByRole('button', { name: '1 Like' })).toBeVisible();
  // The likers link to their profiles.
  await mine.getByRole('button', { name: '1 Like' }).click();
  await expect(mine.getByRole('list', { name: 'Liked by' }).getByRole('link')).toHaveAttribute(
    'href',
    /\/profile\/[0-9a-f-]+$/,
  );
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByRole('textbox', { name: 'Write a post' }).fill(`${text} (edited)`);
  await mine.getByRole('button', { name: 'Update' }).click();
  await expect(postBy(author, `${text} (edited)`)).toBeVisible();

  await admin.clock.fastForward('04:02');
  const moderated = postBy(admin, `${text} (edited)`);
  await expect(moderated).toBeVisible();
  admin.once('dialog', (d) => void d.accept());
  await moderated.getByRole('button', { name: 'Delete' }).click();
  await expect(postBy(admin, text)).toHaveCount(0);
  await author.clock.fastForward('02:01');
  await expect(postBy(author, text)).toHaveCount(0);
});
