// The two script generators: form validation, the 2-second generating state, the script, and the
// copy / download flows with lead capture against a real local lead sink (tests/e2e/lead-sink.ts).
import { readFile } from 'node:fs/promises';
import {
  expectToast,
  general,
  generate,
  GENERATING_MS,
  openGenerator,
  outbox,
  OUTBOX_KEY,
  submitLead,
  toast,
  video,
} from './generators';
import { axeViolations } from './axe';
import { expect, test } from './lead-sink';
import { animationsDone, settled } from './page-state';

for (const generator of [video, general]) {
  test.describe(generator.path, () => {
    test(`validates, shows the generating state for 2 s, then the script`, async ({ page }) => {
      await openGenerator(page, generator);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ready to Generate' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Key points')).toHaveAttribute('rows', '4');

      await page.getByRole('button', { name: 'Generate Script' }).click();
      await expectToast(page, 'Missing Information', generator.toasts.missing);
      await expect(toast(page, 'Missing Information')).toHaveAttribute('data-type', 'error');

      await generator.fill(page, generator.subject);
      // The pause is measured on the stopped clock, whatever the machine's speed.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.getByRole('button', { name: 'Generate Script' }).click();
      const busy = page.getByRole('button', { name: generator.generating });
      const script = page.getByRole('region', { name: 'Generated script' });
      await expect(busy).toBeDisabled();
      await page.clock.runFor(GENERATING_MS - 1);
      await expect(busy).toBeDisabled();
      await expect(script).toBeHidden();
      await page.clock.runFor(1);
      await expect(script).toBeVisible();
      await page.clock.resume();
      await expectToast(page, 'Script Generated!', generator.toasts.generated);
      await expect(page.getByRole('button', { name: 'Generate Script' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Generated script' })).toContainText(
        generator === video ? generator.subject : 'Q3 Pricing',
      );
    });

    test('shows at most 3 toasts at once', async ({ page }) => {
      await page.goto(generator.path);
      await expect(page.getByRole('button', { name: 'Generate Script' })).toBeEnabled();
      // Five toasts within one task, well inside their 4 s lifetime.
      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find((element) =>
          element.textContent?.includes('Generate Script'),
        );
        for (let i = 0; i < 5; i += 1) button?.click();
      });
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(5);
      await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    });

    test('copy: asks for name and e-mail, copies the shown script, sends one lead', async ({
      page,
      context,
      leadSink,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openGenerator(page, generator);
      const script = await generate(page, generator);

      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
      await dialog.getByRole('button', { name: 'Copy Script' }).click();
      await expectToast(page, 'Missing Information', 'Please enter your name and email to copy the script.');
      await expect(dialog.getByRole('alert')).toHaveText('Please enter your name and email to copy the script.');
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await dialog.getByLabel('Name').fill('Ada Lovelace');
      await dialog.getByLabel('Email').fill('not-an-address');
      await dialog.getByRole('button', { name: 'Copy Script' }).click();
      await expectToast(page, 'Invalid Email', 'Please enter a valid email address, like name@company.com.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();

      const email = leadSink.email('copy');
      await submitLead(page, 'Copy', email);
      await expectToast(page, ...generator.toasts.copied);
      const shown = await script.textContent();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

      await expect
        .poll(async () => (await leadSink.leads()).filter((lead) => lead.Email === email), {
          message: `a lead at ${leadSink.url} (was the site built with npm run build:e2e?)`,
        })
        .toHaveLength(1);
      const [lead] = (await leadSink.leads()).filter((entry) => entry.Email === email);
      expect(lead).toMatchObject({ Name: 'Ada Lovelace', Email: email, Source: generator.path, Action: 'copy' });
      expect((await leadSink.raw()).filter((delivery) => delivery.fields.Email === email)).toHaveLength(1);

      // The fields are cleared for the next time.
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('');
      await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('');
    });

    test('download: saves the script as a text file with the right name, sends one lead', async ({
      page,
      leadSink,
    }) => {
      await openGenerator(page, generator);
      const script = await generate(page, generator);
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Download Script' }).click();
      await expectToast(page, 'Missing Information', 'Please enter your name and email to download the script.');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      const email = leadSink.email('download');
      const downloadEvent = page.waitForEvent('download');
      await submitLead(page, 'Download', email);
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe(generator.fileName);
      expect(await readFile(await download.path(), 'utf8')).toBe(await script.textContent());
      await expectToast(page, ...generator.toasts.downloaded);

      await expect.poll(async () => (await leadSink.leads()).filter((lead) => lead.Email === email)).toHaveLength(1);
      expect((await leadSink.leads()).find((lead) => lead.Email === email)).toMatchObject({
        Name: 'Ada Lovelace',
        Action: 'download',
      });
      // With the sink up the whole time, the browser sent it once (no retry was needed).
      expect((await leadSink.raw()).filter((delivery) => delivery.fields.Email === email)).toHaveLength(1);
    });

    test('axe finds no violations with the script shown, a dialog open and a toast up', async ({ page }) => {
      test.setTimeout(90_000); // two axe runs on a busy machine
      // Colours are read off the screen, and a toast that started fading out while axe ran measured
      // as low contrast now and then. Under reduced motion (which sonner honours) a toast is either
      // shown in full or gone.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openGenerator(page, generator);
      await page.getByRole('button', { name: 'Generate Script' }).click();
      await expect(toast(page, 'Missing Information')).toBeVisible();
      await generate(page, generator);
      await expect(toast(page, 'Script Generated!')).toBeVisible();
      const check = async () => {
        // Colours are read off the screen: no toast may be mid-transition.
        await animationsDone(page);
        return axeViolations(page);
      };
      expect(await check()).toEqual([]);
      // Copy and Download open the same dialog with other words: axe checks one, with its own error up (its
      // alert, and a toast above the dialog).
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Copy Script' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(toast(page, 'Missing Information')).toBeVisible();
      expect(await check()).toEqual([]);
    });
  });
}

test('a lead sent while the sink is down arrives once the sink is back and the page reloads — exactly once, after its back-off', async ({
  page,
  context,
  leadSink,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGenerator(page, video);
  const script = await generate(page, video);
  await leadSink.fail('down');

  // Copy and download still work while the endpoint is unreachable.
  const copyEmail = leadSink.email('down-copy');
  await submitLead(page, 'Copy', copyEmail);
  await expectToast(page, ...video.toasts.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await script.textContent());
  const downloadEmail = leadSink.email('down-download');
  const downloadEvent = page.waitForEvent('download');
  await submitLead(page, 'Download', downloadEmail);
  expect((await downloadEvent).suggestedFilename()).toBe(video.fileName);
  await expectToast(page, ...video.toasts.downloaded);
  // Both wait in the outbox, each tried at least once (a slow machine may already have retried the
  // first after its back-off); nothing was shown about the failure.
  await expect
    .poll(async () => (await outbox(page)).map((lead) => lead.attempts >= 1), { timeout: 15_000 })
    .toEqual([true, true]);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);

  await leadSink.recover();
  await page.reload();
  // The reload honours the back-off stored with each lead (5 s ± 20 % after one failure, 30 s after
  // two), which the clock skips. The sheet keeps one row per lead Id (a request cut off by the
  // reload is sent again with the same Id).
  await settled(page);
  const mine = async () =>
    (await leadSink.leads()).filter((lead) => lead.Email === copyEmail || lead.Email === downloadEmail);
  const deliveries = async () =>
    (await leadSink.raw()).filter(({ fields }) => fields.Email === copyEmail || fields.Email === downloadEmail).length;
  await page.clock.fastForward('00:40');
  await expect.poll(async () => (await mine()).map((lead) => lead.Action).sort()).toEqual(['copy', 'download']);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  const deliveredOnceEmpty = await deliveries();

  // Reloading again (and a second tab) sends nothing more.
  await page.reload();
  const second = await context.newPage();
  await second.goto(general.path);
  await expect(second.getByRole('heading', { name: 'Ready to Generate' })).toBeVisible();
  await Promise.all([settled(page), settled(second)]);
  expect(await mine()).toHaveLength(2);
  expect(await deliveries()).toBe(deliveredOnceEmpty);
  expect((await mine()).find((lead) => lead.Action === 'copy')).toMatchObject({
    Name: 'Ada Lovelace',
    Email: copyEmail,
    Source: video.path,
  });
});

test('a script or HTML payload in the topic shows as text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openGenerator(page, video);
  const payload = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>`;
  const script = await generate(page, video, payload);
  await expect(script).toContainText(payload);
  await expect(script.locator('img, script')).toHaveCount(0);
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

// Generate pressed before the page's scripts run (they start after its first paint) sends the form as a plain GET:
// the page that answers puts the fields back, makes the script, and leaves the address as it was.
test('Generate pressed before hydration: the fields come back from the address and the script is made @export', async ({
  browser,
  page,
}) => {
  const beforeScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await beforeScripts.newPage();
  await plain.goto(`${test.info().project.use.baseURL}${video.path}`);
  await video.fill(plain, video.subject);
  await plain.getByRole('button', { name: 'Generate Script' }).click();
  await plain.waitForURL(/topic=/);
  const sent = new URL(plain.url());
  await beforeScripts.close();
  expect(sent.searchParams.get('topic')).toBe(video.subject);

  await page.clock.install();
  // A campaign's parameter beside the fields (the plain GET itself sends only the fields) stays in the address.
  await page.goto(`${sent.pathname}${sent.search}&utm_source=newsletter`);
  await expect(page.getByLabel('Video topic')).toHaveValue(video.subject);
  await expect(page.getByLabel('Video type')).toHaveValue('tutorial');
  await expect(page.getByLabel('Key points')).toHaveValue(
    'Why activation beats sign-ups\n\nThe 3-email welcome sequence',
  );
  await page.clock.runFor(GENERATING_MS);
  await expect(page.getByRole('region', { name: 'Generated script' })).toContainText(video.subject);
  expect(new URL(page.url()).search).toBe('?utm_source=newsletter');
});

test('has its title, description and canonical', async ({ page }) => {
  await page.goto(video.path);
  await expect(page).toHaveTitle('Free YouTube Script Generator | Launchframe');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/youtube-script-generator',
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /YouTube script generator/);
  await page.goto(general.path);
  await expect(page).toHaveTitle(/^Free Script Generator.* \| Launchframe$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/script-generator');
  for (const benefit of ['Save time', 'Professional structure', 'Versatile use']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  }
});
