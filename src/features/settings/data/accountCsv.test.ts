// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  buildAccountCsv,
  exportHandle,
  hostOfUrl,
  importFileText,
  isImportFileName,
  parseAccountList,
} from './accountCsv'

describe('reading an import file', () => {
  it('reads Mastodon’s export: header, extra columns, Windows line ends', () => {
    const mastodon =
      'Account address,Show boosts,Notify on new posts,Languages\r\n' +
      'bob@mastodon.example,true,false,\r\n' +
      'carol@social.example,false,true,en\r\n'
    expect(parseAccountList(mastodon)).toEqual(['bob@mastodon.example', 'carol@social.example'])
  })

  it('reads bare lists with leading @, blank lines, a BOM and quoted fields', () => {
    const text = '\uFEFF@alice@akkoma.example\n\n  dana  \n"erin@x.example","true"\n'
    expect(parseAccountList(text)).toEqual(['alice@akkoma.example', 'dana', 'erin@x.example'])
  })

  it('keeps each account once and skips lines that name none', () => {
    const text = [
      'bob@x.example',
      'BOB@x.example',
      'not an account',
      'a@b@c',
      'https://akkoma.example/users/frank',
      '',
    ].join('\n')
    expect(parseAccountList(text)).toEqual(['bob@x.example', 'https://akkoma.example/users/frank'])
    expect(parseAccountList('Account address\n')).toEqual([])
  })

  it('sends one account a line', () => {
    expect(importFileText(['a@x.example', 'b'])).toBe('a@x.example\nb\n')
    expect(importFileText([])).toBe('')
  })

  it('takes .csv and .txt files only', () => {
    expect(isImportFileName('follows.csv')).toBe(true)
    expect(isImportFileName('BLOCKS.TXT')).toBe(true)
    expect(isImportFileName('mutes.json')).toBe(false)
    expect(isImportFileName('csv')).toBe(false)
  })
})

describe('writing an export file', () => {
  it('gives local accounts the host of their profile URL and keeps remote handles', () => {
    expect(
      exportHandle({ acct: 'alice', url: 'https://akkoma.example/users/alice' }, 'other'),
    ).toBe('alice@akkoma.example')
    expect(
      exportHandle({ acct: 'bob@remote.example', url: 'https://remote.example/@bob' }, 'x'),
    ).toBe('bob@remote.example')
    // With a port (a local demo) and without a usable URL.
    expect(exportHandle({ acct: 'carol', url: 'http://127.0.0.1:8080/users/carol' }, 'x')).toBe(
      'carol@127.0.0.1:8080',
    )
    expect(exportHandle({ acct: 'dana', url: '' }, 'fallback.example')).toBe(
      'dana@fallback.example',
    )
    expect(exportHandle({ acct: 'erin', url: 'not a url' }, '')).toBe('erin')
  })

  it('writes one account a line, and reads back the same accounts', () => {
    const accounts = [
      { acct: 'alice', url: 'https://akkoma.example/users/alice' },
      { acct: 'bob@remote.example', url: 'https://remote.example/@bob' },
    ]
    const csv = buildAccountCsv(accounts, 'akkoma.example')
    expect(csv).toBe('alice@akkoma.example\nbob@remote.example\n')
    expect(parseAccountList(csv)).toEqual(['alice@akkoma.example', 'bob@remote.example'])
    expect(buildAccountCsv([], 'x')).toBe('')
  })

  it('reads hosts of URLs', () => {
    expect(hostOfUrl('https://a.example:8443/x')).toBe('a.example:8443')
    expect(hostOfUrl('')).toBeNull()
  })
})
