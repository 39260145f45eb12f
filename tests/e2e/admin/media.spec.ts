import sharp from 'sharp';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { adminCall, answerDialog, saveForm, signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

/**
 * The media library (decision 036): a picture uploaded with a description in each language is
 * picked for an English banner and for its Vietnamese version; each home page shows it with its
 * own language's alt text and the focal point set in the library.
 */
test('one library picture for both language versions of a banner, with each language’s alt', async ({
  page,
}) => {
  const altEN = unique('Children driving a fire truck');
  const altVI = unique('Trẻ em lái xe cứu hỏa');
  const title = unique('Fire station');
  const picture = await sharp({ create: { width: 1600, height: 640, channels: 3, background: '#e0542c' } })
    .png()
    .toBuffer();

  // Upload into the library with both descriptions; its detail opens.
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'fire-truck.png', mimeType: 'image/png', buffer: picture });
  await page.getByLabel('Description (English)').fill(altEN);
  await page.getByLabel('Description (Vietnamese)').fill(altVI);
  await page.getByRole('button', { name: 'Upload a picture' }).click();
  await expect(page).toHaveURL(/\/admin\/media\/detail\/\d+$/);
  const mediaNo = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('heading', { name: 'fire-truck.png' })).toBeVisible();
  await expect(page.getByText('Not used anywhere yet.')).toBeVisible();

  // The focal point, by keyboard: 30 % from the left, 40 % from the top.
  await page.getByLabel('From the left (%)').fill('30');
  await page.getByLabel('From the top (%)').fill('40');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await answerDialog(page, 'Saved.');
  const item = await (await page.request.get(`/api/media/${mediaNo}`, { headers: adminCall() })).json();
  expect(item.data).toMatchObject({ altEN, altVI, focalX: 30, focalY: 40 });
  const url = String(item.data.url);

  // The English banner picks it from the library.
  await page.goto('/admin/main/banner/add');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Choose from the library' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a picture' });
  await chooser.getByRole('searchbox').fill(altEN);
  await chooser.getByRole('button', { name: 'Search' }).click();
  await chooser.getByRole('button', { name: `Choose ${altEN}` }).click();
  await expect(chooser).toHaveCount(0);
  await expect(page.getByText('From the library: fire-truck.png')).toBeVisible();
  await saveForm(page, 'Data stored Successfully');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/main\/banner\/detail\/\d+$/);
  const enNo = Number(page.url().split('/').at(-1));

  // Its Vietnamese version: the add screen starts from the same picture; it is picked again from
  // the library, found by its Vietnamese description, as an editor would (in their English admin).
  await page.getByRole('button', { name: 'Add the Vietnamese version' }).click();
  await expect(page).toHaveURL(`/admin/main/banner/add?translationOf=${enNo}`);
  await expect(page.getByText('From the library: fire-truck.png')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(`${title} (VI)`);
  await page.getByRole('button', { name: 'Choose from the library' }).click();
  const viChooser = page.getByRole('dialog', { name: 'Choose a picture' });
  await viChooser.getByRole('searchbox').fill(altVI);
  await viChooser.getByRole('button', { name: 'Search' }).click();
  await viChooser.getByRole('button', { name: `Choose ${altEN}` }).click();
  await saveForm(page, 'Data stored Successfully');

  // Both home pages show the one picture, each with its language's description, cropped around
  // the focal point.
  for (const [path, alt] of [
    ['/', altEN],
    ['/vi', altVI],
  ] as const) {
    await page.goto(path);
    const image = page.locator(`.carousel img[alt="${alt}"]`);
    await expect(image, path).toHaveAttribute('src', url);
    await expect(image, path).toHaveCSS('object-position', '30% 40%');
  }

  // The library says where it is used, and refuses to delete it while it is, naming the banners.
  await page.goto(`/admin/media/detail/${mediaNo}`);
  await expect(page.getByRole('heading', { name: 'Used by' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Banner #${enNo}: ${title}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete picture' }).click();
  await answerDialog(page, 'Delete this picture and its files?');
  await answerDialog(page, `This image is used by banner ${enNo} (${title}), banner `);

  // The banners leave the home pages for the tests that count slides.
  const viNo = (await (await page.request.get(`/api/media/${mediaNo}`, { headers: adminCall() })).json()).data
    .usedBy[1].no;
  const removed = await page.request.delete('/api/banner', {
    headers: adminCall(),
    data: { bannerNo: [enNo, viNo] },
  });
  expect(removed.status()).toBe(200);
});

test('the editor inserts a library picture with its description, and the library lists the article', async ({
  page,
}) => {
  const altEN = unique('A paper crane workshop');
  const title = unique('Crane day');
  const uploaded = await page.request.post('/api/media', {
    headers: adminCall(),
    multipart: {
      file: {
        name: 'crane.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2d6fb7' } })
          .png()
          .toBuffer(),
      },
      altEN,
      altVI: 'Hạc giấy',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const mediaNo = Number((await uploaded.json()).data);

  await page.goto('/admin/board/news/add');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Insert a picture from the media library' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a picture' });
  await chooser.getByRole('searchbox').fill(altEN);
  await chooser.getByRole('searchbox').press('Enter');
  await chooser.getByRole('button', { name: `Choose ${altEN}` }).click();
  // The description box asks to confirm the picture's English description.
  await expect(page.getByLabel('Describe the image for visitors who cannot see it')).toHaveValue(altEN);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator(`[contenteditable="true"] img[alt="${altEN}"]`)).toHaveAttribute(
    'src',
    /-w900\.webp$/,
  );
  await saveForm(page, 'Data stored Successfully');

  await page.goto(`/admin/media/detail/${mediaNo}`);
  await expect(page.getByRole('link', { name: new RegExp(`^News #\\d+: ${title}$`) })).toBeVisible();
});
