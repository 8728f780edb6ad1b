import { beforeAll, describe, expect, it } from 'vitest'
import { siteI18n } from '../../testing/siteI18n'
import { adminTextsFor } from '../adminTexts'
import type { AuditEntry } from './auditReading'
import { sayIn, type Say } from './auditSay'
import { describeAuditEntry } from './auditSentence'

const says: Record<string, Say> = {}
beforeAll(async () => {
  for (const language of ['en', 'de']) {
    const i18n = siteI18n(language)
    await adminTextsFor(i18n)
    says[language] = sayIn(i18n.translate('admin'), language)
  }
})

const read = (
  entry: Partial<AuditEntry> & Pick<AuditEntry, 'action'>,
  language = 'en',
) =>
  describeAuditEntry(
    {
      entity: 'media',
      entityId: 'm1',
      before: null,
      after: null,
      note: null,
      ...entry,
    },
    says[language]!,
  ).sentence

describe('the media library’s changes in the audit log (issue 33)', () => {
  it('says an upload, a save on or off the site, a new order and a deletion in words', () => {
    expect(
      read({
        action: 'media_uploaded',
        after: {
          ownerKind: 'property',
          ownerId: 'vala-krk',
          width: 1600,
          height: 1067,
        },
      }),
    ).toBe(
      'Photo uploaded for property vala-krk (1600 × 1067 pixels); not on the site until its alt text is written',
    )
    expect(
      read(
        {
          action: 'media_saved',
          after: {
            ownerKind: 'unit_type',
            ownerId: 'vala-krk-suite',
            published: true,
          },
        },
        'de',
      ),
    ).toBe(
      'Foto von Zimmertyp vala-krk-suite gespeichert; es ist auf der Website',
    )
    expect(
      read({
        action: 'media_saved',
        after: { ownerKind: 'property', ownerId: 'vala-krk', published: false },
      }),
    ).toMatch(/not on the site until its alt text is written in every language/)
    expect(
      read({
        action: 'media_reordered',
        entity: 'media_owner',
        entityId: 'content_page:offers',
      }),
    ).toBe('Photos of content page offers put in a new order')
    expect(
      read({
        action: 'media_removed',
        before: { ownerKind: 'property', ownerId: 'vala-krk' },
      }),
    ).toBe('Photo of property vala-krk deleted')
  })
})
