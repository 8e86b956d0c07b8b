import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };

/** A landscape PNG drawn by the browser: a blue field with a red disc in the middle. */
async function landscapePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 500;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 900, 0);
    gradient.addColorStop(0, '#1c7ed6');
    gradient.addColorStop(1, '#12b886');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 900, 500);
    context.fillStyle = '#fa5252';
    context.beginPath();
    context.arc(450, 250, 160, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function openPhotoDialog(page: Page) {
  await page.getByRole('button', { name: 'Ubah Foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Foto' });
  await dialog.waitFor();
  await dialog.locator('.filepond--root').waitFor();
  return dialog;
}

/** The avatar in the top bar: its image source and drawn size, or null while it has none. */
async function topBarPhoto(page: Page) {
  return page
    .getByTestId('user-menu')
    .locator('img')
    .evaluate((img: HTMLImageElement) => ({
      src: img.src,
      width: img.naturalWidth,
      height: img.naturalHeight,
    }))
    .catch(() => null);
}

describe('uploads', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('lets a staff member upload a photo on the profile, cropped square, shown in the top bar', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { name: STAFF.name }).waitFor();
    assert.equal(await topBarPhoto(page), null, 'no photo before the upload');

    const dialog = await openPhotoDialog(page);
    const save = dialog.getByRole('button', { name: 'Simpan' });
    assert.equal(await save.isDisabled(), true);
    await dialog.getByText('pilih berkas').waitFor();
    await screenshot(page, 'uploads-dialog-idle-light');
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/upload') && r.request().method() === 'POST',
    );
    await dialog.locator('input.filepond--browser').setInputFiles({
      name: 'foto-lanskap.png',
      mimeType: 'image/png',
      buffer: await landscapePng(page),
    });
    const answer = await uploaded;
    assert.equal(answer.status(), 200);
    const fileId = (await answer.text()).trim();
    assert.match(fileId, /^[0-9a-f-]{36}$/);
    await dialog.getByText('Unggahan selesai', { exact: true }).waitFor();
    await save.click({ trial: true });
    await screenshot(page, 'uploads-photo-dialog-light');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/user/photo'));
    await save.click();
    assert.equal((await saved).status(), 200);
    await page.getByText('Foto profil berhasil diperbarui.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The top bar fetched the protected photo with the token and shows it from a blob: URL.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="user-menu"] img');
      return Boolean(img?.src.startsWith('blob:') && img.complete && img.naturalWidth > 0);
    });
    const photo = await topBarPhoto(page);
    assert.ok(photo);
    assert.match(photo.src, /^blob:/);
    assert.equal(photo.width, photo.height, 'the photo was cropped to a square');
    assert.equal(photo.width, 500, 'the centre square of a 900x500 image');
    await page.mouse.move(10, 800);
    await screenshot(page, 'uploads-profile-light');

    await page.getByRole('button', { name: 'Tema gelap' }).first().click();
    await page.getByRole('button', { name: 'Tema terang' }).first().waitFor();
    await page.mouse.move(10, 800);
    await screenshot(page, 'uploads-profile-dark');

    // The photo survives a reload (it is saved, not only shown).
    await page.reload();
    await page.waitForFunction(() =>
      document
        .querySelector<HTMLImageElement>('[data-testid="user-menu"] img')
        ?.src.startsWith('blob:'),
    );
    // The dialog shows the saved photo, loaded through FilePond's `?load=`, with its name.
    const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/upload?load='));
    const current = await openPhotoDialog(page);
    assert.equal((await loaded).status(), 200);
    await current.locator('.filepond--file-info-main', { hasText: 'foto-lanskap.png' }).waitFor();
    assert.equal(await current.getByRole('button', { name: 'Simpan' }).isDisabled(), true);
    await current.locator('.filepond--image-preview').waitFor();
    await screenshot(page, 'uploads-dialog-current-dark');
    await page.keyboard.press('Escape');
    await current.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Tema terang' }).first().click();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("shows FilePond's size and type errors and sends nothing", async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/upload') && r.method() !== 'GET') uploads.push(r.url());
    });
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/profile`);
    const dialog = await openPhotoDialog(page);

    const png = await landscapePng(page);
    await dialog.locator('input.filepond--browser').setInputFiles({
      name: 'terlalu-besar.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]),
    });
    await dialog.getByText('File is too large', { exact: true }).waitFor();
    await screenshot(page, 'uploads-too-large-light');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Tema gelap' }).first().click();
    await page.getByRole('button', { name: 'Tema terang' }).first().waitFor();
    const again = await openPhotoDialog(page);
    await again.locator('input.filepond--browser').setInputFiles({
      name: 'catatan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await again.getByText('File is of invalid type', { exact: true }).waitFor();
    await screenshot(page, 'uploads-invalid-type-dark');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tema terang' }).first().click();
    assert.deepEqual(uploads, [], 'refused files are never sent');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
