import { LANGUAGES } from '@resort/core'
import type { MediaItem } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, use, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useTranslation } from '../../platform/i18n/translation'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { adminTextsFor } from '../adminTexts'
import { MediaSection } from './MediaSection'

const ID = '0b0e7d1c-5a52-4f5e-9d63-2f6c1f0a9e11'
const texts = (alt: (language: string) => string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { alt: alt(language), caption: '' },
    ]),
  ) as MediaItem['texts']

const photo = (fields: Partial<MediaItem> = {}): MediaItem => ({
  mediaId: ID,
  ownerKind: 'property',
  ownerId: 'cissa-rovinj',
  position: 1,
  focalX: 0.5,
  focalY: 0.5,
  width: 1600,
  height: 1067,
  src: `/media/photos/${ID}/1.jpg`,
  texts: texts((language) =>
    language === 'de' || language === 'hr' ? '' : `Pool (${language})`,
  ),
  published: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
})

// The admin area's layout loads its texts; here the section stands alone.
function WithAdminTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  use(adminTextsFor(i18n))
  return children
}

async function mediaSection(api: FakeEndpoints) {
  await act(async () => {
    renderSite(
      '/en/admin/media?place=cissa-rovinj',
      fakeSiteApi({
        propertyUnits: vi.fn(() =>
          Promise.resolve({ properties: [], unitTypes: [] }),
        ),
        ...api,
      }),
      onPage(
        '/:lang/admin/media',
        <Suspense>
          <WithAdminTexts>
            <MediaSection />
          </WithAdminTexts>
        </Suspense>,
      ),
    )
  })
  return screen.findByRole('form', { name: 'Photo 1' })
}

describe('the admin area’s photo library (issue 33)', () => {
  it('lists a property’s photos, says which languages still lack an alt text, and is axe-clean', async () => {
    const adminMedia = vi.fn(() =>
      Promise.resolve({
        ownerKind: 'property' as const,
        ownerId: 'cissa-rovinj',
        items: [photo()],
      }),
    )
    const card = await mediaSection({ adminMedia })
    expect(adminMedia).toHaveBeenCalledWith({
      ownerKind: 'property',
      ownerId: 'cissa-rovinj',
    })
    expect(screen.getByLabelText('Photos of')).toHaveValue('cissa-rovinj')
    expect(
      within(card).getByText(
        'Not on the site yet: the alt text is missing in German and Croatian.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Photo file')).toHaveAttribute('type', 'file')
    await expectNoAxeViolations()
  })

  it('refuses an upload without a file or of another type before sending, at the input, announced', async () => {
    const uploadMedia = vi.fn()
    await mediaSection({
      adminMedia: vi.fn(() =>
        Promise.resolve({
          ownerKind: 'property' as const,
          ownerId: 'cissa-rovinj',
          items: [photo()],
        }),
      ),
      uploadMedia,
    })
    const user = userEvent.setup({ applyAccept: false })
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    const input = screen.getByLabelText('Photo file')
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Choose a photo to upload.'),
    )
    await user.upload(
      input,
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(
      within(screen.getByRole('form', { name: 'Upload a photo' })).getByRole(
        'alert',
      ),
    ).toHaveTextContent('This file is not a JPEG, PNG, WebP or AVIF picture.')
    expect(input).toHaveFocus()
    expect(uploadMedia).not.toHaveBeenCalled()
    await expectNoAxeViolations()
  })

  it('refuses a focal point outside the photo at its field and keeps the texts; saves all five languages', async () => {
    const saveMedia = vi.fn(() =>
      Promise.resolve(
        photo({
          texts: texts((language) => `Pool (${language})`),
          published: true,
        }),
      ),
    )
    const card = await mediaSection({
      adminMedia: vi.fn(() =>
        Promise.resolve({
          ownerKind: 'property' as const,
          ownerId: 'cissa-rovinj',
          items: [photo()],
        }),
      ),
      saveMedia,
    })
    const left = within(card).getByLabelText('From the left (%)')
    await userEvent.clear(left)
    await userEvent.type(left, '150')
    const german = within(card).getByRole('group', { name: 'German' })
    await userEvent.type(
      within(german).getByLabelText('Alt text (required)'),
      'Pool (de)',
    )
    await userEvent.click(
      within(card).getByRole('button', { name: 'Save photo 1' }),
    )
    expect(saveMedia).not.toHaveBeenCalled()
    expect(left).toHaveFocus()
    expect(left).toHaveAccessibleDescription('Enter a number from 0 to 100.')
    expect(within(german).getByLabelText('Alt text (required)')).toHaveValue(
      'Pool (de)',
    )

    await userEvent.clear(left)
    await userEvent.type(left, '30')
    const croatian = within(card).getByRole('group', { name: 'Croatian' })
    await userEvent.type(
      within(croatian).getByLabelText('Alt text (required)'),
      'Pool (hr)',
    )
    await userEvent.click(
      within(card).getByRole('button', { name: 'Save photo 1' }),
    )
    expect(saveMedia).toHaveBeenCalledWith({
      mediaId: ID,
      focalX: 0.3,
      focalY: 0.5,
      texts: LANGUAGES.map((language) => ({
        language,
        alt: `Pool (${language})`,
        caption: '',
      })),
    })
    expect(await within(card).findByText('Photo 1 saved.')).toBeInTheDocument()
    expect(within(card).getByText('On the site.')).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('deletes a photo only after asking, and reads the list again', async () => {
    const removeMedia = vi.fn(() => Promise.resolve({ mediaId: ID }))
    const adminMedia = vi.fn(() =>
      Promise.resolve({
        ownerKind: 'property' as const,
        ownerId: 'cissa-rovinj',
        items: [photo()],
      }),
    )
    await mediaSection({ adminMedia, removeMedia })
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete photo 1' }),
    )
    expect(removeMedia).not.toHaveBeenCalled()
    expect(
      screen.getByText(
        'Delete photo 1 for good? The site will no longer show it.',
        { exact: false },
      ),
    ).toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'Yes, delete photo 1' }),
    )
    expect(removeMedia).toHaveBeenCalledWith({ mediaId: ID })
    await vi.waitFor(() => expect(adminMedia).toHaveBeenCalledTimes(2))
  })
})
