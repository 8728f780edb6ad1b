import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteTranslations } from '../../platform/i18n/translation'
import { siteI18n } from '../../testing/siteI18n'
import { galleryTextsFor } from './galleryTexts'
import { PictureViewer } from './PictureViewer'

const pictures = [
  { src: '/media/units/a/1.svg', alt: '', caption: 'Room A — picture 1 of 2' },
  { src: '/media/units/a/2.svg', alt: '', caption: 'Room A — picture 2 of 2' },
]

async function renderViewer(index = 0) {
  const i18n = siteI18n('en')
  await galleryTextsFor(i18n)
  const onMove = vi.fn()
  const onClose = vi.fn()
  const view = render(
    <SiteTranslations i18n={i18n}>
      <PictureViewer
        label="Pictures of Room A"
        pictures={pictures}
        index={index}
        onMove={onMove}
        onClose={onClose}
      />
    </SiteTranslations>,
  )
  return { ...view, onMove, onClose }
}

afterEach(() => vi.restoreAllMocks())

describe('the picture viewer (issue 16)', () => {
  it('issue 16: opens as a modal dialog (the page behind inert), with focus inside it, and closes the dialog when it goes', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close')
    const { unmount } = await renderViewer()
    expect(showModal).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    unmount()
    expect(close).toHaveBeenCalledOnce()
  })

  it('issue 16: the browser’s own close request (Escape, back gesture) closes it through the page', async () => {
    const { onClose } = await renderViewer()
    const cancel = new Event('cancel', { cancelable: true })
    act(() => {
      screen.getByRole('dialog').dispatchEvent(cancel)
    })
    expect(onClose).toHaveBeenCalledOnce()
    expect(cancel.defaultPrevented).toBe(true)
  })

  it('issue 16: the arrow keys go round the ends; other keys are left alone', async () => {
    const { onMove, onClose } = await renderViewer(1)
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(onMove).toHaveBeenLastCalledWith(0)
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(onMove).toHaveBeenLastCalledWith(0)
    fireEvent.keyDown(dialog, { key: 'Home' })
    expect(onMove).toHaveBeenLastCalledWith(0)
    fireEvent.keyDown(dialog, { key: 'End' })
    expect(onMove).toHaveBeenLastCalledWith(1)
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(true)
    expect(onMove).toHaveBeenCalledTimes(4)
    expect(onClose).not.toHaveBeenCalled()
  })
})
