import { mkdirSync, writeFileSync } from 'node:fs'
import { shot } from './shots'
import { axeFor } from './axe'
import type { Page } from '@playwright/test'
import { DEMO_EMAILS, DEMO_PASSWORD } from '../demo-instance/src/seeds/accounts'
import { ALICE_LIST, ALICE_REMOTE_LIST } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { apiCall, apiToken, login } from './helpers'

/*
 * Lists: the lists page newest first, creating a list
 * with members found by the member search, editing (title and members),
 * deleting with a confirmation, the list timelines and navigation entries,
 * the error and empty states, guests, a server that refuses accounts not
 * followed, and axe scans of the pages at a desktop and a phone size.
 */

const SHOTS = '/tmp/shots-lists'
mkdirSync(SHOTS, { recursive: true })

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const

const main = (page: Page) => page.getByRole('main')
const listsList = (page: Page) => main(page).getByRole('list', { name: 'Lists' })
const createForm = (page: Page) => page.getByRole('form', { name: 'New list' })
const editForm = (page: Page) => page.getByRole('form', { name: 'Edit list' })
const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true })

/** Searches at once (Enter) and adds the account found. */
async function addMember(form: ReturnType<typeof createForm>, query: string, acct: string) {
  const search = form.getByRole('searchbox', { name: 'Find people' })
  await search.fill(query)
  await search.press('Enter')
  await form
    .getByRole('list', { name: 'People found' })
    .getByRole('button', { name: `Add @${acct}` })
    .click()
  await expect(
    form.getByRole('list', { name: 'Members' }).getByRole('button', { name: `Remove @${acct}` }),
  ).toBeVisible()
}

async function membersOf(request: Parameters<typeof apiToken>[0], title: string) {
  const token = await apiToken(request, 'alice')
  const lists = (await apiCall(request, token, 'GET', '/api/v1/lists')) as {
    id: string
    title: string
  }[]
  const list = lists.find((l) => l.title === title)
  if (!list) return null
  const accounts = (await apiCall(
    request,
    token,
    'GET',
    `/api/v1/lists/${list.id}/accounts?limit=0`,
  )) as { acct: string }[]
  return accounts.map((a) => a.acct).sort()
}

async function scan(page: Page, label: string): Promise<void> {
  await shot(page, { path: `${SHOTS}/${label}.png`, fullPage: true })
  const result = await axeFor(page).analyze()
  if (result.violations.length > 0) {
    writeFileSync(
      `${SHOTS}/${label}.violations.json`,
      JSON.stringify(
        result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => [n.target, n.failureSummary]),
        })),
        null,
        2,
      ),
    )
  }
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    label,
  ).toEqual([])
}

test.describe('as alice', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'alice')
  })

  test('the lists page shows the seeded lists newest first, each reaching its timeline', async ({
    page,
  }) => {
    await page.goto('/lists')
    await expect(heading(page, 'Lists')).toBeVisible()
    const links = listsList(page).getByRole('link')
    await expect(links).toHaveText([ALICE_REMOTE_LIST.title, 'Edit', ALICE_LIST.title, 'Edit'])
    await expect(
      listsList(page).getByRole('link', { name: `Edit ${ALICE_LIST.title}` }),
    ).toBeVisible()

    // The navigation holds them too, by title, one click from their timelines.
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Lists', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('list', { name: 'Your lists' }).getByRole('link')).toHaveText([
      ALICE_REMOTE_LIST.title,
      ALICE_LIST.title,
    ])

    await listsList(page).getByRole('link', { name: ALICE_REMOTE_LIST.title, exact: true }).click()
    await expect(heading(page, ALICE_REMOTE_LIST.title)).toBeVisible()
    const posts = main(page).getByRole('feed').getByRole('article')
    await expect(posts.first()).toBeVisible()
    // Their posts and repeats: the header names Dana or Erin.
    await expect(posts.first()).toContainText(/Dana Scully|Erin ✨/)

    await shot(nav, { path: `${SHOTS}/lists-nav-1366.png` })
    await nav.getByRole('link', { name: ALICE_LIST.title, exact: true }).click()
    await expect(heading(page, ALICE_LIST.title)).toBeVisible()
    await expect(main(page).getByRole('feed').getByRole('article').first()).toBeVisible()
    await expect(nav.getByRole('link', { name: ALICE_LIST.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('creates a list with a followed account and lands on its timeline', async ({
    page,
    request,
  }) => {
    await page.goto('/lists')
    await main(page).getByRole('button', { name: 'New list' }).click()
    const form = createForm(page)
    const create = form.getByRole('button', { name: 'Create' })
    const title = form.getByRole('textbox', { name: 'Title' })
    await expect(title).toBeFocused()
    await expect(create).toBeDisabled()
    await title.fill('   ')
    await expect(create).toBeDisabled()
    await title.fill('Book club')
    await expect(create).toBeEnabled()
    await expect(form.getByRole('checkbox', { name: 'Only people I follow' })).toBeChecked()
    await addMember(form, 'car', 'carol')
    await create.click()

    await expect(page).toHaveURL(/\/lists\/\d+$/)
    await expect(heading(page, 'Book club')).toBeVisible()
    await expect(main(page).getByRole('feed').getByRole('article').first()).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Book club', exact: true }),
    ).toBeVisible()
    expect(await membersOf(request, 'Book club')).toEqual(['carol'])
  })

  test('edits a list: rename, add one, remove one, then its timeline', async ({
    page,
    request,
  }) => {
    await page.goto('/lists')
    await listsList(page).getByRole('link', { name: ALICE_LIST.title, exact: true }).click()
    await main(page).getByRole('link', { name: 'Edit list' }).click()
    const form = editForm(page)
    const members = form.getByRole('list', { name: 'Members' })
    await expect(members.getByRole('button', { name: /^Remove / })).toHaveCount(2)
    await expect(form.getByText('2 members')).toBeVisible()

    await form.getByRole('textbox', { name: 'Title' }).fill('Close friends')
    await members.getByRole('button', { name: 'Remove @carol' }).click()
    await expect(members.getByRole('button', { name: 'Remove @bob' })).toBeFocused()
    await addMember(form, 'adm', 'admin')
    await form.getByRole('button', { name: 'Save' }).click()

    await expect(page).toHaveURL(/\/lists\/\d+$/)
    await expect(heading(page, 'Close friends')).toBeVisible()
    expect(await membersOf(request, 'Close friends')).toEqual(['admin', 'bob'])

    // The edit page shows the members as saved.
    await main(page).getByRole('link', { name: 'Edit list' }).click()
    await expect(
      editForm(page).getByRole('list', { name: 'Members' }).getByRole('button'),
    ).toHaveText(['Remove', 'Remove'])
    await expect(
      editForm(page).getByRole('list', { name: 'Members' }).getByRole('button', {
        name: 'Remove @admin',
      }),
    ).toBeVisible()
    await expect(editForm(page).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Close friends',
    )
    // Save is disabled for an empty title; Back leads to the lists.
    await editForm(page).getByRole('textbox', { name: 'Title' }).fill('')
    await expect(editForm(page).getByRole('button', { name: 'Save' })).toBeDisabled()
    await main(page).getByRole('link', { name: 'Back to lists' }).click()
    await expect(heading(page, 'Lists')).toBeVisible()
    await expect(
      listsList(page).getByRole('link', { name: 'Close friends', exact: true }),
    ).toBeVisible()
  })

  test('deletes a list after confirmation', async ({ page, request }) => {
    await page.goto('/lists')
    await listsList(page)
      .getByRole('link', { name: `Edit ${ALICE_LIST.title}` })
      .click()
    await editForm(page).getByRole('button', { name: 'Delete list' }).click()
    let dialog = page.getByRole('dialog', { name: 'Delete this list?' })
    await expect(dialog).toContainText(`“${ALICE_LIST.title}”`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(editForm(page)).toBeVisible()

    await editForm(page).getByRole('button', { name: 'Delete list' }).click()
    dialog = page.getByRole('dialog', { name: 'Delete this list?' })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page).toHaveURL(/\/lists$/)
    await expect(
      listsList(page).getByRole('link', { name: ALICE_REMOTE_LIST.title, exact: true }),
    ).toBeVisible()
    await expect(
      listsList(page).getByRole('link', { name: ALICE_LIST.title, exact: true }),
    ).toHaveCount(0)
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: ALICE_LIST.title, exact: true }),
    ).toHaveCount(0)
    expect(await membersOf(request, ALICE_LIST.title)).toBeNull()
  })

  test('shows a failure to load the lists, and retries', async ({ page, demo }) => {
    await demo.fault({ path: '/api/v1/lists', mode: 'status', status: 500 })
    await page.goto('/lists')
    const alert = main(page).getByRole('alert')
    await expect(alert).toContainText('Your lists could not be loaded.')
    await demo.clearFaults()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(
      listsList(page).getByRole('link', { name: ALICE_LIST.title, exact: true }),
    ).toBeVisible()
  })

  test('a missing list says so and leads back to the lists', async ({ page }) => {
    await page.goto('/lists/999999/edit')
    await expect(heading(page, 'List not found')).toBeVisible()
    await main(page).getByRole('link', { name: 'Go to your lists' }).click()
    await expect(heading(page, 'Lists')).toBeVisible()
  })

  for (const size of SIZES) {
    test(`axe finds nothing on the lists pages at ${size.name} px`, async ({ page }) => {
      // Four axe scans on a shared two-core machine.
      test.setTimeout(120_000)
      await page.setViewportSize(size.viewport)
      await page.goto('/lists')
      await expect(
        listsList(page).getByRole('link', { name: ALICE_LIST.title, exact: true }),
      ).toBeVisible()
      await scan(page, `lists-${size.name}`)

      await main(page).getByRole('button', { name: 'New list' }).click()
      const form = createForm(page)
      await form.getByRole('textbox', { name: 'Title' }).fill('Readers')
      await addMember(form, 'bo', 'bob')
      await form.getByRole('searchbox', { name: 'Find people' }).fill('a')
      await form.getByRole('searchbox', { name: 'Find people' }).press('Enter')
      await expect(form.getByRole('list', { name: 'People found' })).toBeVisible()
      await expect(form.getByRole('status')).toContainText(/found/)
      await scan(page, `lists-create-${size.name}`)

      await page.goto('/lists')
      await listsList(page)
        .getByRole('link', { name: `Edit ${ALICE_LIST.title}` })
        .click()
      await expect(editForm(page).getByRole('list', { name: 'Members' })).toBeVisible()
      await scan(page, `list-edit-${size.name}`)

      await editForm(page).getByRole('button', { name: 'Delete list' }).click()
      await expect(page.getByRole('dialog', { name: 'Delete this list?' })).toBeVisible()
      await scan(page, `list-delete-${size.name}`)
      await page.keyboard.press('Escape')

      await page.goto('/lists/1')
      await expect(heading(page, ALICE_LIST.title)).toBeVisible()
      await shot(page, { path: `${SHOTS}/list-timeline-${size.name}.png` })
    })
  }
})

test('the phone drawer lists them too, one tap from their timelines', async ({ page }) => {
  await login(page, 'alice')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const mine = drawer.getByRole('list', { name: 'Your lists' })
  await expect(mine.getByRole('link')).toHaveText([ALICE_REMOTE_LIST.title, ALICE_LIST.title])
  await mine.getByRole('link', { name: ALICE_LIST.title, exact: true }).scrollIntoViewIfNeeded()
  await shot(page, { path: `${SHOTS}/lists-drawer-390.png` })
  await mine.getByRole('link', { name: ALICE_REMOTE_LIST.title, exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(heading(page, ALICE_REMOTE_LIST.title)).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await drawer.getByRole('link', { name: 'Lists', exact: true }).click()
  await expect(heading(page, 'Lists')).toBeVisible()
})

test('a member without lists reads that there are none', async ({ page }) => {
  await login(page, 'bob', { at: '/lists' })
  await expect(main(page).getByText(/You have no lists yet/)).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Your lists' }),
  ).toHaveCount(0)
  await shot(page, { path: `${SHOTS}/lists-empty-1366.png` })
})

test('guests are sent away from the lists pages', async ({ page }) => {
  for (const path of ['/lists', '/lists/1', '/lists/1/edit']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/main\/all$/)
  }
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }),
  ).toHaveCount(0)
})

test('on a server like GoToSocial, members it refuses are named and the list is kept', async ({
  page,
  demo,
  request,
}) => {
  await demo.serverMode('gotosocial')
  await page.goto('/main/public')
  await page
    .getByRole('region', { name: 'Log in' })
    .first()
    .getByRole('button', { name: 'Continue to the sign-in page' })
    .click()
  await expect(page).toHaveURL(/\/oauth\/authorize/)
  await page.getByLabel('Email').fill(DEMO_EMAILS.alice ?? '')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /sign in|authorize/i }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()

  await page.goto('/lists')
  await main(page).getByRole('button', { name: 'New list' }).click()
  const form = createForm(page)
  await form.getByRole('textbox', { name: 'Title' }).fill('Makers')
  await addMember(form, 'bob', 'bob')
  // frank is not followed: found only with the filter off.
  await form.getByRole('checkbox', { name: 'Only people I follow' }).uncheck()
  await addMember(form, 'frank', 'frank@misskey.example')
  await form.getByRole('button', { name: 'Create' }).click()

  await expect(heading(page, 'Makers')).toBeVisible()
  const notice = page.getByRole('alert').filter({ hasText: 'was created' })
  await expect(notice).toContainText(
    'The list “Makers” was created, but not everyone could be added',
  )
  await expect(notice).toContainText(
    /@frank@misskey\.example \(Not Found: account \S+ not currently followed\)/,
  )
  await expect(notice).not.toContainText('@bob')
  await shot(page, { path: `${SHOTS}/lists-refused-1366.png` })
  await demo.serverMode('akkoma')
  expect(await membersOf(request, 'Makers')).toEqual(['bob'])
})
