import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signedInPage } from './models/signedIn';
import { checkEveryScreen, describeReports } from './support/accessibility';
import { expect, test } from './test';

/** The demo staff's booth (staff@example.com is on its staff). */
const BOOTH = '/exhibitors/DetailView/501';
const LEADS = `${BOOTH}/Leads`;

/** Each width has a visitor of its own, so that each run finds the one it made. */
const VISITORS = {
  1440: { email: 'attendee@example.com', name: 'Jordan Rivera' },
  390: { email: 'speaker@example.com', name: 'Robin Speaker' },
} as const;

/** The visitor shares their card, opens the booth's first product and its brochure; the product's name. */
async function visitBooth(page: Page): Promise<string> {
  await page.goto(BOOTH);
  await expect(page.getByTestId('booth')).toBeVisible();
  // A visitor has no way to the leads.
  await expect(page.getByTestId('booth-leads-link')).toHaveCount(0);
  await page.getByTestId('share-contact-button').click();
  await expect(page.getByTestId('share-contact')).toContainText(
    'Your contact information has been shared with',
  );
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/game/actions') && r.status() === 200);
  await page.getByTestId('booth-pdf-toggle').first().click();
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  await opened;
  const product = page.getByTestId('booth-products').getByRole('link').first();
  const name = (await product.textContent()) ?? '';
  await product.click();
  await expect(page.getByTestId('product-detail').getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

for (const width of [1440, 390] as const) {
  test(`at ${width} px: a booth's staff finds a visitor who shared their card among its leads, with what they opened, and downloads the CSV; another attendee is refused`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: 900 };
    const visitor = VISITORS[width];
    const attendee = await signedInPage(browser, visitor.email, { viewport });
    const staff = await signedInPage(browser, 'staff@example.com', { viewport });
    const other = await signedInPage(browser, 'moderator@example.com', { viewport });
    const screens = await Promise.all([attendee, staff, other].map((p) => checkEveryScreen(p.context())));

    const product = await visitBooth(attendee);

    // The staff member opens the leads from the booth.
    await staff.goto(BOOTH);
    await staff.getByTestId('booth-leads-link').click();
    await expect(staff).toHaveURL(new RegExp(`${LEADS}$`));
    await expect(staff).toHaveTitle(/^Leads of .+ · /);
    const table = staff.getByRole('table', { name: /^Leads of / });
    await expect(table).toBeVisible();
    // The demo's leads are there too; the search finds the visitor by name.
    const rows = staff.getByTestId('lead-row');
    expect(await rows.count()).toBeGreaterThan(1);
    const row = rows.filter({ hasText: visitor.name });
    // The activity log is written within a second: reload until the visit is in.
    await expect(async () => {
      await staff.reload();
      await expect(row.getByTestId('lead-looked-at')).toContainText(product, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await staff.getByRole('textbox', { name: 'Search by name or company' }).fill(visitor.name);
    await expect(rows).toHaveCount(1);
    await expect(row).toContainText(visitor.email);
    await expect(row.getByTestId('lead-looked-at')).toContainText(`Product: ${product}`);
    await expect(row.getByTestId('lead-looked-at')).toContainText(/File: .+ brochure/);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await staff.screenshot({ path: `test-results/exhibitor-leads-${width}.png`, fullPage: false });

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('leads-501.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split('\r\n').filter(Boolean);
    expect(header).toBe(
      'First name,Last name,Email,Company,Title,City,State,Country,Shared at,Booth visits,Last visit,Products,Files,Videos,Links,Meetings',
    );
    const line = lines.find((l) => l.includes(visitor.email));
    expect(line).toBeDefined();
    expect(line).toContain(product);
    expect(line).toMatch(/brochure/);
    expect(lines.length).toBeGreaterThan(1);

    // Another attendee: no link at the booth, and a clear refusal at the address.
    await other.goto(BOOTH);
    await expect(other.getByTestId('booth')).toBeVisible();
    await expect(other.getByTestId('booth-leads-link')).toHaveCount(0);
    await other.goto(LEADS);
    const refused = other.getByTestId('leads-page');
    await expect(refused).toHaveAttribute('data-state', 'forbidden');
    await expect(refused.getByRole('alert')).toHaveText("Only this exhibitor's staff can see its leads.");
    await expect(refused.getByRole('link', { name: 'Back to the booth' })).toHaveAttribute('href', BOOTH);

    for (const s of screens) {
      await s.settle();
      expect(describeReports(s.reports)).toBe('');
    }
    for (const p of [attendee, staff, other]) await p.context().close();
  });
}
