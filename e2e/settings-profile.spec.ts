import { mkdirSync } from 'node:fs'
import { shot } from './shots'
import { deflateSync } from 'node:zlib'
import { axeCheck } from './axe'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeSettings, fillLogin, login, openSettings, settingsDialog } from './helpers'

/*
 * The settings' Profile tab against the demo instance: the card's Edit
 * profile button opens it; a new name and a cropped avatar reach the card
 * and one's posts at once; profile fields; the account options kept across
 * a reload and put back when the server refuses; the too-large and "Failed
 * to update media" messages; the mascot; axe and screenshots at a desktop
 * and a phone size.
 */

const SHOTS = '/tmp/shots-profile-settings'
mkdirSync(SHOTS, { recursive: true })
test.describe.configure({ timeout: 90_000 })

const saveNotice = (page: Page, text: string) =>
  settingsDialog(page).getByRole('status').filter({ hasText: text })
const card = (page: Page, name: string) => page.getByRole('region', { name: `Profile of ${name}` })
const UPDATE = '/api/v1/accounts/update_credentials'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of two colour bands, so the crop has something to show. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      row.set(x < width / 2 ? [220, 120, 40] : [40, 120, 220], 1 + x * 3)
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function openProfileTab(page: Page): Promise<Locator> {
  const dialog = await openSettings(page, 'Profile')
  const panel = dialog.getByRole('tabpanel', { name: 'Profile' })
  await expect(panel.getByRole('textbox', { name: 'Display name' })).toBeVisible()
  return panel
}

async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await button.click()
  await (await chooser).setFiles(file)
}

const axe = axeCheck(SHOTS)

test('Edit profile on the own card opens the Profile tab', async ({ page }) => {
  await login(page, 'alice', { at: '/users/alice' })
  await card(page, 'Alice Liddell').getByRole('button', { name: 'Edit profile' }).click()
  await expect(settingsDialog(page)).toBeVisible()
  await expect(settingsDialog(page).getByRole('tab', { name: 'Profile' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(
    settingsDialog(page)
      .getByRole('tabpanel', { name: 'Profile' })
      .getByRole('textbox', { name: 'Display name' }),
  ).toHaveValue('Alice Liddell')
})

test('a new name and a cropped avatar show on the card and the posts at once', async ({ page }) => {
  await login(page, 'alice', { at: '/users/alice' })
  const oldCard = card(page, 'Alice Liddell')
  await expect(oldCard).toBeVisible()
  const posts = page.getByRole('main').getByRole('article', { name: 'Post by Alice Liddell' })
  await expect(posts.first()).toBeVisible()

  const tab = await openProfileTab(page)
  const name = tab.getByRole('textbox', { name: 'Display name' })
  await name.fill('Alice in Wonderland')
  await tab.getByRole('button', { name: 'Save profile' }).click()
  await expect(tab.getByText('Your profile is saved.')).toBeVisible()
  await expect(saveNotice(page, 'Settings saved')).toBeVisible()

  await chooseFile(page, tab.getByRole('button', { name: 'Choose a new avatar' }), {
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: png(320, 200),
  })
  const crop = page.getByRole('dialog', { name: 'Crop your avatar' })
  await expect(crop.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible()
  await crop.getByRole('slider', { name: 'Zoom' }).fill('1.5')
  await crop.getByRole('slider', { name: 'Horizontal position' }).fill('0')
  await axe(page, 'crop-desktop')
  await crop.getByRole('button', { name: 'Use this square' }).click()
  await expect(crop).toBeHidden()
  const avatar = tab.getByRole('img', { name: 'Your current avatar' })
  await expect(avatar).toHaveAttribute('src', /\/media\/profile\/.+\.png$/)
  // The crop is a square of the picture's own pixels (200 / 1.5), once the new file has loaded.
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([133, 133])
  await closeSettings(page, 'escape')

  const newCard = card(page, 'Alice in Wonderland')
  await expect(newCard).toBeVisible()
  await expect(newCard.locator('img[src*="/media/profile/"]').first()).toBeVisible()
  const renamed = page
    .getByRole('main')
    .getByRole('article', { name: 'Post by Alice in Wonderland' })
  await expect(renamed.first()).toBeVisible()
  await expect(renamed.first().locator('img[src*="/media/profile/"]').first()).toBeVisible()
  await expect(posts).toHaveCount(0)

  // The server kept it.
  await page.reload()
  await expect(card(page, 'Alice in Wonderland')).toBeVisible()
})

test('the bio suggests accounts and emoji as the post form does', async ({ page }) => {
  await login(page, 'alice')
  const tab = await openProfileTab(page)
  const bio = tab.getByRole('textbox', { name: 'Bio' })
  await bio.fill('')
  await bio.pressSequentially('Tea with @bo')
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(suggestions.getByRole('option', { name: /^@bob\b/ }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(bio).toHaveValue('Tea with @bob ')
  await bio.pressSequentially(':dice_gr')
  await expect(suggestions.getByRole('option', { name: ':dice_green_1:' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(bio).toHaveValue('Tea with @bob :dice_green_1: ')
  await tab.getByRole('button', { name: 'Save profile' }).click()
  await expect(tab.getByText('Your profile is saved.')).toBeVisible()
  await closeSettings(page, 'escape')
  await page.goto('/users/alice')
  await expect(card(page, 'Alice Liddell').getByRole('link', { name: '@bob' })).toBeVisible()
})

test('profile fields are added, kept and removed', async ({ page }) => {
  await login(page, 'alice')
  const tab = await openProfileTab(page)
  const fields = tab.getByRole('group', { name: 'Profile fields' })
  await expect(fields.getByText('up to 10', { exact: false })).toBeVisible()
  const before = await fields.getByRole('listitem').count()
  await fields.getByRole('button', { name: 'Add a field' }).click()
  const n = before + 1
  await fields.getByRole('textbox', { name: `Label of field ${n}` }).fill('Favourite tea')
  await fields.getByRole('textbox', { name: `Content of field ${n}` }).fill('Earl Grey')
  await tab.getByRole('button', { name: 'Save profile' }).click()
  await expect(tab.getByText('Your profile is saved.')).toBeVisible()
  await closeSettings(page, 'escape')

  await page.goto('/users/alice')
  const list = card(page, 'Alice Liddell').getByRole('definition').filter({ hasText: 'Earl Grey' })
  await expect(list).toBeVisible()

  const again = await openProfileTab(page)
  const group = again.getByRole('group', { name: 'Profile fields' })
  await expect(group.getByRole('textbox', { name: `Content of field ${n}` })).toHaveValue(
    'Earl Grey',
  )
  await group.getByRole('button', { name: `Remove field ${n}` }).click()
  await again.getByRole('button', { name: 'Save profile' }).click()
  await expect(again.getByText('Your profile is saved.')).toBeVisible()
  await closeSettings(page, 'escape')
  await page.reload()
  await expect(card(page, 'Alice Liddell')).toBeVisible()
  await expect(card(page, 'Alice Liddell').getByText('Earl Grey')).toHaveCount(0)
})

test('account options save at once and survive a reload', async ({ page }) => {
  await login(page, 'alice')
  let tab = await openProfileTab(page)
  const bot = tab.getByRole('checkbox', { name: 'This account is a bot' })
  await expect(bot).not.toBeChecked()
  await bot.check()
  await expect(saveNotice(page, 'Settings saved')).toBeVisible()
  await tab.getByRole('checkbox', { name: 'Hide who follows me' }).check()
  await expect(tab.getByRole('checkbox', { name: 'Hide who follows me' })).toBeEnabled()
  await tab
    .getByRole('combobox', { name: 'Default visibility of new posts' })
    .selectOption('private')
  await expect(tab.getByRole('combobox', { name: 'Default visibility of new posts' })).toBeEnabled()
  await closeSettings(page, 'escape')

  await page.goto('/users/alice')
  await expect(card(page, 'Alice Liddell').getByText('Bot', { exact: true })).toBeVisible()

  await page.reload()
  tab = await openProfileTab(page)
  await expect(tab.getByRole('checkbox', { name: 'This account is a bot' })).toBeChecked()
  await expect(tab.getByRole('checkbox', { name: 'Hide who follows me' })).toBeChecked()
  await expect(tab.getByRole('combobox', { name: 'Default visibility of new posts' })).toHaveValue(
    'private',
  )
})

test('a refused update puts the old value back and says so', async ({ page, demo }) => {
  await login(page, 'alice')
  const tab = await openProfileTab(page)
  await demo.fault({ method: 'PATCH', path: UPDATE, mode: 'status', status: 500 })

  const locked = tab.getByRole('checkbox', { name: 'Approve new followers by hand' })
  await expect(locked).not.toBeChecked()
  await locked.click()
  await expect(saveNotice(page, 'Your settings could not be saved')).toBeVisible()
  await expect(locked).not.toBeChecked()
  await expect(locked).toBeEnabled()

  await tab.getByRole('textbox', { name: 'Display name' }).fill('Nobody Sees This')
  await tab.getByRole('button', { name: 'Save profile' }).click()
  await expect(
    tab.getByRole('alert').filter({ hasText: 'Your profile was not saved' }),
  ).toBeVisible()
  await closeSettings(page, 'escape')
  await page.goto('/users/alice')
  await expect(card(page, 'Alice Liddell')).toBeVisible()
})

test('too large pictures are refused with a clear message; server refusals are shown', async ({
  page,
  demo,
}) => {
  await login(page, 'alice')
  const tab = await openProfileTab(page)
  // The demo's avatar limit is 2,000,000 bytes: a PNG header and padding past it.
  const big = Buffer.concat([png(4, 4), Buffer.alloc(2_100_000)])
  await chooseFile(page, tab.getByRole('button', { name: 'Choose a new avatar' }), {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: big,
  })
  await expect(
    tab
      .getByRole('alert')
      .filter({ hasText: 'huge.png is too large (2 MiB); the avatar may be at most 1.91 MiB.' }),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Crop your avatar' })).toBeHidden()

  await demo.fault({
    method: 'PATCH',
    path: UPDATE,
    mode: 'status',
    status: 413,
    body: { error: 'File is too large' },
    times: 1,
  })
  await chooseFile(page, tab.getByRole('button', { name: 'Choose a new banner' }), {
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: png(600, 200),
  })
  await expect(
    tab.getByRole('alert').filter({ hasText: 'Failed to update media: File is too large' }),
  ).toBeVisible()
  await expect(saveNotice(page, 'Your settings could not be saved')).toBeVisible()

  // Without the fault the same banner goes through, and can be removed again.
  await chooseFile(page, tab.getByRole('button', { name: 'Choose a new banner' }), {
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: png(600, 200),
  })
  const banner = tab.getByRole('img', { name: 'Your current banner' })
  await expect(banner).toHaveAttribute('src', /\/media\/profile\/.+\.png$/)
  await tab.getByRole('button', { name: 'Remove the banner' }).click()
  await expect(banner).not.toHaveAttribute('src', /\/media\/profile\//)
})

test('the background and the mascot upload', async ({ page }) => {
  await login(page, 'alice')
  const tab = await openProfileTab(page)
  // Alice's seeded background goes, then a new one comes.
  const background = tab.getByRole('img', { name: 'Your current page background' })
  await expect(background).toHaveAttribute('src', /background\.svg/)
  await tab.getByRole('button', { name: 'Remove the page background' }).click()
  await expect(tab.getByText('None set')).toBeVisible()
  await chooseFile(page, tab.getByRole('button', { name: 'Choose a new page background' }), {
    name: 'paper.png',
    mimeType: 'image/png',
    buffer: png(300, 300),
  })
  await expect(tab.getByRole('img', { name: 'Your current page background' })).toHaveAttribute(
    'src',
    /\/media\/profile\//,
  )

  const mascot = tab.getByRole('img', { name: 'Your current mascot' })
  await expect(mascot).toHaveAttribute('src', /default-mascot/)
  await chooseFile(page, tab.getByRole('button', { name: 'Choose a new mascot' }), {
    name: 'fox.png',
    mimeType: 'image/png',
    buffer: png(64, 64),
  })
  await expect(mascot).toHaveAttribute('src', /\/media\/profile\/.+-mascot-.+\.png$/)
})

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport })
    test(`axe finds nothing on the Profile tab (${label})`, async ({ page }) => {
      // On a phone the login form is its own page.
      await page.goto('/login')
      await fillLogin(page, 'admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
      const tab = await openProfileTab(page)
      await expect(tab.getByRole('img', { name: 'Your current mascot' })).toBeVisible()
      await expect(
        tab.getByRole('checkbox', { name: 'Show my admin badge to others' }),
      ).toBeVisible()
      await axe(page, `tab-${label}`)
      await tab.getByRole('heading', { name: 'Account options' }).scrollIntoViewIfNeeded()
      await shot(page, { path: `${SHOTS}/tab-${label}-options.png` })
      await tab.getByRole('button', { name: 'Add a field' }).click()
      await tab.getByRole('group', { name: 'Profile fields' }).scrollIntoViewIfNeeded()
      await shot(page, { path: `${SHOTS}/tab-${label}-fields.png` })
      await chooseFile(page, tab.getByRole('button', { name: 'Choose a new avatar' }), {
        name: 'tiny.png',
        mimeType: 'image/png',
        buffer: png(120, 90),
      })
      const crop = page.getByRole('dialog', { name: 'Crop your avatar' })
      await expect(crop.getByText('This part is only 90×90 pixels')).toBeVisible()
      await axe(page, `crop-${label}`)
    })
  })
}
