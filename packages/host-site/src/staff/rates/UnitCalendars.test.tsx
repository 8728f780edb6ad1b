import { refusal, type FakeEndpoints } from '@resort/core/api/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { press } from '../../testing/press'
import { renderSite } from '../../testing/renderSite'
import { formatWhen } from '../list/formatWhen'
import {
  airbnbCalendar,
  feedUrlOf,
  FIRST_DAY,
  lavandaCalendars,
  lavandaEndpoints,
  ratesEndpoints,
} from './ratesFixtures'
import { RatesPage } from './RatesPage'

const PAGE = `/en/admin/rates?property=villa-lavanda-hvar&from=${FIRST_DAY}`
const SECTION = 'Calendars of the villas and apartments'
const ADDRESS = 'Calendar address for other sites'

async function calendarsPage(api: FakeEndpoints, url = PAGE) {
  await act(async () => {
    renderSite(url, api, onPage('/:lang/admin/rates', <RatesPage />))
  })
}

/** The section of one villa or apartment, named by its heading. */
const unit = async (name: string) => {
  await screen.findByRole('region', { name: SECTION })
  return screen.getByRole('region', { name })
}

const user = () => userEvent.setup()

const renewed = (unitTypeId: string) => ({
  unitTypeId,
  feedUrl: feedUrlOf(unitTypeId, 'new-secret'),
  rotatedAt: '2030-06-02T10:00:00.000Z',
})

describe('the villas’ and apartments’ calendars on the rates page (issue 35)', () => {
  it('issue 35: a hotel, whose list is empty, shows no calendars section', async () => {
    const adminUnitCalendars = vi.fn(async () => ({ calendars: [] }))
    await calendarsPage(
      ratesEndpoints({ adminUnitCalendars }),
      `/en/admin/rates?property=cissa-rovinj&from=${FIRST_DAY}`,
    )
    await screen.findByRole('table', { name: /^Hotel Cissa: / })
    expect(adminUnitCalendars).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
      lang: 'en',
    })
    expect(
      screen.queryByRole('heading', { name: SECTION }),
    ).not.toBeInTheDocument()
  })

  it('issue 35: shows each unit’s address whole and read-only; copying it is announced, and a refused clipboard says to copy by hand with the address selected', async () => {
    const actor = user()
    await calendarsPage(lavandaEndpoints())
    const house = await unit('Main House')
    const cottage = screen.getByRole('region', { name: 'Stone Cottage' })
    const address = within(house).getByRole('textbox', { name: ADDRESS })
    expect(address).toHaveValue(feedUrlOf('lavanda-house', 'old-secret'))
    expect(address).toHaveAttribute('readonly')
    expect(within(cottage).getByRole('textbox', { name: ADDRESS })).toHaveValue(
      feedUrlOf('lavanda-cottage', 'cottage-secret'),
    )
    expect(within(cottage).getByText('No outside calendars yet.')).toBeVisible()
    await expectNoAxeViolations()

    await press(
      actor,
      within(house).getByRole('button', { name: 'Copy address' }),
      '{Enter}',
    )
    expect(await within(house).findByText('Address copied.')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(
      feedUrlOf('lavanda-house', 'old-secret'),
    )

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    )
    await press(
      actor,
      within(house).getByRole('button', { name: 'Copy address' }),
      '{Enter}',
    )
    expect(
      await within(house).findByText(
        /^The browser did not allow copying\. The address is selected in its field: copy it by hand/,
      ),
    ).toBeVisible()
    expect(within(house).queryByText('Address copied.')).not.toBeInTheDocument()
    await waitFor(() => expect(address).toHaveFocus())
  })

  it('issue 35: renewing asks first; “Keep the address” by keyboard changes nothing and gives the focus back to “Renew address”', async () => {
    const actor = user()
    const rotateUnitCalendar = vi.fn(async () => renewed('lavanda-house'))
    await calendarsPage(lavandaEndpoints({ rotateUnitCalendar }))
    const house = await unit('Main House')
    await press(
      actor,
      within(house).getByRole('button', { name: 'Renew address' }),
      '{Enter}',
    )
    const question = within(house).getByRole('group', {
      name: 'Renew the address of Main House? The old address stops working at once: every site that reads it must be given the new one, or it will no longer see the nights booked here.',
    })
    await waitFor(() =>
      expect(
        within(question).getByRole('button', { name: 'Confirm renewal' }),
      ).toHaveFocus(),
    )
    await expectNoAxeViolations()
    await actor.tab()
    expect(
      within(question).getByRole('button', { name: 'Keep the address' }),
    ).toHaveFocus()
    await actor.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        within(house).getByRole('button', { name: 'Renew address' }),
      ).toHaveFocus(),
    )
    expect(within(house).queryByRole('group')).not.toBeInTheDocument()
    expect(rotateUnitCalendar).not.toHaveBeenCalled()
    expect(within(house).getByRole('textbox', { name: ADDRESS })).toHaveValue(
      feedUrlOf('lavanda-house', 'old-secret'),
    )
  })

  it('issue 35: a renewal confirmed by keyboard calls rotateUnitCalendar, shows the new address in its field with the focus, and announces it', async () => {
    const actor = user()
    const rotateUnitCalendar = vi.fn(
      async ({ unitTypeId }: { unitTypeId: string }) => renewed(unitTypeId),
    )
    await calendarsPage(lavandaEndpoints({ rotateUnitCalendar }))
    const house = await unit('Main House')
    const address = within(house).getByRole('textbox', { name: ADDRESS })
    await press(
      actor,
      within(house).getByRole('button', { name: 'Renew address' }),
      '{Enter}',
    )
    const confirm = within(house).getByRole('button', {
      name: 'Confirm renewal',
    })
    await waitFor(() => expect(confirm).toHaveFocus())
    await actor.keyboard('{Enter}')
    expect(rotateUnitCalendar).toHaveBeenCalledWith({
      unitTypeId: 'lavanda-house',
    })
    await waitFor(() =>
      expect(address).toHaveValue(feedUrlOf('lavanda-house', 'new-secret')),
    )
    await waitFor(() => expect(address).toHaveFocus())
    expect(address).toHaveAccessibleDescription(
      new RegExp(
        `^Made or last renewed ${formatWhen('2030-06-02T10:00:00.000Z', 'en')}\\.`,
      ),
    )
    expect(
      within(house).getByText(
        'The address of Main House is renewed and shown in its field. The old one no longer works: give the new one to every site that read it.',
      ).parentElement,
    ).toHaveAttribute('role', 'status')
    // The other unit's address is its own.
    expect(
      within(screen.getByRole('region', { name: 'Stone Cottage' })).getByRole(
        'textbox',
        { name: ADDRESS },
      ),
    ).toHaveValue(feedUrlOf('lavanda-cottage', 'cottage-secret'))
    await expectNoAxeViolations()
  })

  it('issue 35: lists the outside calendars with their status in words: when fetched, and a failure with the server’s own words under a translated heading', async () => {
    await calendarsPage(lavandaEndpoints())
    const house = await unit('Main House')
    const [airbnb, booking] = within(house)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading') !== null)
    expect(
      within(airbnb!).getByRole('heading', { level: 6 }),
    ).toHaveTextContent('Airbnb')
    expect(airbnb).toHaveTextContent(
      `Last fetchFetched ${formatWhen('2030-06-01T08:15:00.000Z', 'en')}`,
    )
    expect(airbnb).toHaveTextContent('Nights it closes here12')
    expect(airbnb).toHaveTextContent(airbnbCalendar().url)
    expect(booking).toHaveTextContent(
      `Failed ${formatWhen('2030-06-01T08:30:00.000Z', 'en')}. The nights of the last fetch that worked stay closed.`,
    )
    const because = within(booking!).getByText('Why it failed')
    expect(because.tagName).toBe('DT')
    const problem = within(booking!).getByText(
      'The site has no calendar at this address any more. Copy the address again from the site.',
    )
    expect(because.nextElementSibling).toBe(problem)
  })

  it('issue 35: an outside calendar that has not been fetched yet says so', async () => {
    await calendarsPage(
      lavandaEndpoints({
        adminUnitCalendars: async () => {
          const answer = lavandaCalendars()
          answer.calendars[1]!.imports = [
            airbnbCalendar({
              importId: 'imp-new',
              unitTypeId: 'lavanda-cottage',
              status: 'waiting',
              fetchedAt: null,
              nights: 0,
            }),
          ]
          return answer
        },
      }),
    )
    const cottage = await unit('Stone Cottage')
    expect(cottage).toHaveTextContent('Last fetchNot fetched yet')
  })

  it('issue 35: nights booked here and closed by an outside calendar are a marked warning, the nights named in the page’s language', async () => {
    await calendarsPage(lavandaEndpoints())
    const house = await unit('Main House')
    const warning = within(house).getByText('Warning:').closest('div')!
    expect(warning).toHaveTextContent('Warning: Booked here and closed there:')
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((night) => night.textContent),
    ).toEqual(['Jun 4, 2030', 'Jun 5, 2030'])
    await expectNoAxeViolations()
  })

  it('issue 35: staff read the calendars in German, with the nights in German', async () => {
    await calendarsPage(
      lavandaEndpoints(),
      `/de/admin/rates?property=villa-lavanda-hvar&from=${FIRST_DAY}`,
    )
    await screen.findByRole('region', {
      name: 'Kalender der Villen und Apartments',
    })
    const house = screen.getByRole('region', { name: 'Main House' })
    expect(
      within(house).getByRole('button', { name: 'Adresse erneuern' }),
    ).toBeVisible()
    const warning = within(house).getByText('Achtung:').closest('div')!
    expect(warning).toHaveTextContent('Hier gebucht und dort geschlossen:')
    expect(within(warning).getAllByRole('listitem')[0]).toHaveTextContent(
      '04.06.2030',
    )
  })

  it('issue 35: the add form refuses an address that is not http(s) at its field, keeps what was typed and sends nothing; the server’s refusal of an address shows there too', async () => {
    const actor = user()
    const addUnitCalendarImport = vi.fn(async () => {
      throw refusal('missing_params', 400, { url: 'not_allowed' })
    })
    await calendarsPage(lavandaEndpoints({ addUnitCalendarImport }))
    const cottage = await unit('Stone Cottage')
    const form = within(cottage).getByRole('form', {
      name: 'Add an outside calendar to Stone Cottage',
    })
    const name = within(form).getByRole('textbox', { name: /^Name/ })
    const url = within(form).getByRole('textbox', { name: /^Calendar address/ })
    name.focus()
    await actor.keyboard('Airbnb')
    await actor.tab()
    expect(url).toHaveFocus()
    await actor.keyboard('webcal://www.airbnb.com/calendar/ical/1.ics{Enter}')
    const summary = await within(form).findByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    const refused =
      'Enter the whole address, starting with http:// or https://, without spaces.'
    expect(summary).toHaveTextContent(refused)
    expect(url).toHaveAccessibleDescription(expect.stringContaining(refused))
    expect(url).toHaveAttribute('aria-invalid', 'true')
    expect(url).toHaveValue('webcal://www.airbnb.com/calendar/ical/1.ics')
    expect(name).toHaveValue('Airbnb')
    expect(addUnitCalendarImport).not.toHaveBeenCalled()
    await expectNoAxeViolations()

    await actor.clear(url)
    await actor.type(url, 'https://calendar.example/lavanda.ics{Enter}')
    expect(addUnitCalendarImport).toHaveBeenCalledWith({
      unitTypeId: 'lavanda-cottage',
      name: 'Airbnb',
      url: 'https://calendar.example/lavanda.ics',
    })
    // A code the page has no words for reads as an address that cannot be used.
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('This address cannot be used.'),
      ),
    )
    expect(url).toHaveValue('https://calendar.example/lavanda.ics')
  })

  it('issue 35: an outside calendar added by keyboard is sent, the list is read again, the form is empty and what happened is announced, a failed fetch too', async () => {
    const actor = user()
    const adminUnitCalendars = vi.fn(async () => lavandaCalendars())
    const addUnitCalendarImport = vi.fn(
      async (input: { unitTypeId: string; name: string; url: string }) =>
        airbnbCalendar({
          ...input,
          importId: 'imp-added',
          status: 'failed',
          problem: 'not_calendar',
        }),
    )
    await calendarsPage(
      lavandaEndpoints({ adminUnitCalendars, addUnitCalendarImport }),
    )
    const cottage = await unit('Stone Cottage')
    const name = within(cottage).getByRole('textbox', { name: /^Name/ })
    name.focus()
    await actor.keyboard('Vrbo')
    await actor.tab()
    await actor.keyboard('https://www.vrbo.com/icalendar/abc.ics{Enter}')
    expect(addUnitCalendarImport).toHaveBeenCalledWith({
      unitTypeId: 'lavanda-cottage',
      name: 'Vrbo',
      url: 'https://www.vrbo.com/icalendar/abc.ics',
    })
    expect(
      await within(cottage).findByText(
        '“Vrbo” added, but it could not be fetched. The reason is shown with it; it is tried again every 15 minutes.',
      ),
    ).toBeVisible()
    await waitFor(() => expect(adminUnitCalendars).toHaveBeenCalledTimes(2))
    expect(name).toHaveValue('')
  })

  it('issue 35: “Fetch now” fetches one outside calendar again, announces what it closes and reads the list again', async () => {
    const actor = user()
    const adminUnitCalendars = vi.fn(async () => lavandaCalendars())
    const refreshUnitCalendarImport = vi.fn(async () =>
      airbnbCalendar({ nights: 14 }),
    )
    await calendarsPage(
      lavandaEndpoints({ adminUnitCalendars, refreshUnitCalendarImport }),
    )
    const house = await unit('Main House')
    await press(
      actor,
      within(house).getByRole('button', { name: 'Fetch “Airbnb” now' }),
      '{Enter}',
    )
    expect(refreshUnitCalendarImport).toHaveBeenCalledWith({
      importId: 'imp-airbnb',
    })
    expect(
      await within(house).findByText(
        '“Airbnb” fetched: it closes 14 nights here.',
      ),
    ).toBeVisible()
    await waitFor(() => expect(adminUnitCalendars).toHaveBeenCalledTimes(2))
  })

  it('issue 35: removing an outside calendar asks first; confirmed by keyboard it is removed, the list is read again and the announcement takes the focus', async () => {
    const actor = user()
    let removed = false
    const adminUnitCalendars = vi.fn(async () => {
      const answer = lavandaCalendars()
      if (removed)
        answer.calendars[0]!.imports = answer.calendars[0]!.imports.slice(1)
      return answer
    })
    const removeUnitCalendarImport = vi.fn(async () => {
      removed = true
      return { removed: true as const }
    })
    await calendarsPage(
      lavandaEndpoints({ adminUnitCalendars, removeUnitCalendarImport }),
    )
    const house = await unit('Main House')
    await press(
      actor,
      within(house).getByRole('button', { name: 'Remove “Airbnb”' }),
      '{Enter}',
    )
    expect(
      within(house).getByText(
        'Remove “Airbnb”? The nights only it closed open again here.',
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(
        within(house).getByRole('button', { name: 'Confirm removal' }),
      ).toHaveFocus(),
    )
    // Keeping it: nothing removed, the focus back on its button.
    await actor.tab()
    await actor.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        within(house).getByRole('button', { name: 'Remove “Airbnb”' }),
      ).toHaveFocus(),
    )
    expect(removeUnitCalendarImport).not.toHaveBeenCalled()

    await actor.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        within(house).getByRole('button', { name: 'Confirm removal' }),
      ).toHaveFocus(),
    )
    await actor.keyboard('{Enter}')
    expect(removeUnitCalendarImport).toHaveBeenCalledWith({
      importId: 'imp-airbnb',
    })
    const notice = await within(house).findByText(
      '“Airbnb” removed. The nights only it closed are open again.',
    )
    await waitFor(() => expect(notice.parentElement).toHaveFocus())
    await waitFor(() =>
      expect(
        within(house).queryByRole('heading', { name: 'Airbnb' }),
      ).not.toBeInTheDocument(),
    )
    await expectNoAxeViolations()
  })
})
