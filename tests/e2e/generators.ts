// The two script generators as a visitor drives them: their pages, form fills and messages, and
// the steps shared by the generator and lead-delivery specs (generate, leave a lead, read toasts).
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const OUTBOX_KEY = 'launchframe:lead-outbox:v1';

/** The leads waiting in the page's outbox (localStorage). */
export const outbox = (page: Page): Promise<{ id: string; email: string; attempts: number; nextAttemptAt: number }[]> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), OUTBOX_KEY);

export type Generator = {
  path: string;
  generating: string;
  fill: (page: Page, subject: string) => Promise<void>;
  toasts: { missing: string; generated: string; copied: [string, string]; downloaded: [string, string] };
  fileName: string;
  subject: string;
};

export const video: Generator = {
  path: '/youtube-script-generator',
  generating: 'Generating Your Script...',
  subject: 'Onboarding Emails That Convert',
  async fill(page, subject) {
    await page.getByLabel('Video topic').fill(subject);
    await page.getByLabel('Video type').selectOption('tutorial');
    await page.getByLabel('Video length').selectOption('5-8');
    await page.getByLabel('Target audience').fill('SaaS founders');
    await page.getByLabel('Tone').selectOption('casual');
    await page.getByLabel('Key points').fill('Why activation beats sign-ups\n\nThe 3-email welcome sequence');
  },
  toasts: {
    missing: 'Please fill in the topic, video type, and duration fields.',
    generated: 'Your YouTube script has been created successfully.',
    copied: ['Script Copied!', 'Thank you Ada Lovelace! The script has been copied to your clipboard.'],
    downloaded: ['Download Started!', 'Thank you Ada Lovelace! Your script is downloading as a text file.'],
  },
  fileName: 'youtube-script-onboarding-emails-that-convert.txt',
};

export const general: Generator = {
  path: '/script-generator',
  generating: 'Generating Script...',
  subject: 'Q3 Pricing: Kick-off!',
  async fill(page, subject) {
    await page.getByLabel('Script title').fill(subject);
    await page.getByLabel('Script type').selectOption('sales');
    await page.getByLabel('Duration').selectOption('10-15');
    await page.getByLabel('Objective').fill('Get 20 teams to start a trial');
    await page.getByLabel('Call to action').fill('Start your free trial at acme.com');
  },
  toasts: {
    missing: 'Please fill in the title, script type, and duration fields.',
    generated: 'Your script has been created successfully.',
    copied: ['Copied!', 'Script copied to clipboard.'],
    downloaded: ['Downloaded!', 'Script downloaded as a text file.'],
  },
  fileName: 'script-q3-pricing-kick-off.txt',
};

export const toast = (page: Page, title: string) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
    .last();

export async function expectToast(page: Page, title: string, description: string) {
  const item = toast(page, title);
  await expect(item.locator('[data-title]')).toHaveText(title);
  await expect(item.locator('[data-description]')).toHaveText(description);
}

/** The generators' fixed 'generating' pause (components/generators/use-script-generation.ts). */
export const GENERATING_MS = 2_000;

/** Opens a generator page with Playwright's clock installed, so that `generate` can skip its pause. */
export async function openGenerator(page: Page, generator: Generator) {
  await page.clock.install();
  await page.goto(generator.path);
}

/** Fills the form and generates, the clock run through the pause (open the page with openGenerator). */
export async function generate(page: Page, generator: Generator, subject = generator.subject) {
  await generator.fill(page, subject);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  const script = page.getByRole('region', { name: 'Generated script' });
  // The pause has begun (or, on a slow machine, already ended in real time): skip the rest of it.
  await expect(page.getByRole('button', { name: generator.generating }).or(script)).toBeVisible();
  await page.clock.runFor(GENERATING_MS);
  await expect(script).toBeVisible();
  return script;
}

export async function submitLead(page: Page, button: 'Copy' | 'Download', email: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: button === 'Copy' ? 'Copy Script' : 'Download Script' }).click();
  await expect(dialog).toBeHidden();
}
