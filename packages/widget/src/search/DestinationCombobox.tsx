import {
  type SuggestionsResponse,
  suggestions,
  type ApiClient,
} from '@resort/core/api'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTypedBeforeHydration } from '../forms/kit/useTypedBeforeHydration'
import { useTranslation } from '../i18n/WidgetTranslations'

/** A destination the guest picked: its text, and a region or property id when it was one. */
interface DestinationChoice {
  text: string
  regionId?: string
  /** Set when the guest chose one property: its calendar can then be shown. */
  propertyId?: string
}

interface Option extends DestinationChoice {
  key: string
  label: string
}

export interface DestinationComboboxProps {
  id: string
  value: string
  describedBy: string
  api: ApiClient
  onChange: (choice: DestinationChoice) => void
}

const DEBOUNCE_MS = 200
const MIN_CHARS = 2

function toOptions(
  { destinations, properties }: SuggestionsResponse,
  label: (key: string, values: Record<string, string | number>) => string,
): Option[] {
  return [
    ...destinations.map((region) => ({
      key: `r-${region.regionId}`,
      text: region.name,
      regionId: region.regionId,
      label: label('suggestions.destination', {
        name: region.name,
        count: region.propertyCount,
      }),
    })),
    ...properties.map((property) => ({
      key: `p-${property.propertyId}`,
      text: property.name,
      propertyId: property.propertyId,
      label: `${property.name}, ${property.city}`,
    })),
  ]
}

/** The destination field with suggestions, as a WAI-ARIA combobox with a listbox popup. */
export function DestinationCombobox({
  id,
  value,
  describedBy,
  api,
  onChange,
}: DestinationComboboxProps) {
  const { t, i18n } = useTranslation('search')
  const [found, setFound] = useState<Option[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Only typing asks for suggestions, not a value set by choosing one or by a restore.
  const typed = useRef(false)
  // Typed on the server's markup before the page hydrated: kept (issue 33).
  const field = useTypedBeforeHydration<HTMLInputElement>(value, (text) =>
    onChange({ text }),
  )
  const listId = `${id}-listbox`

  useEffect(() => {
    if (!typed.current) return
    const query = value.trim()
    if (query.length < MIN_CHARS) return
    let current = true
    const timer = setTimeout(() => {
      api.call(suggestions, { q: query, lang: i18n.language }).then(
        (answer) => {
          if (!current) return
          const next = toOptions(answer, (key, values) => t(key, values))
          setFound(next)
          setActive(-1)
          setOpen(next.length > 0)
        },
        // Suggestions are a convenience: without them the guest still searches by free text.
        () => current && setOpen(false),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [value, api, i18n.language, t])

  // Suggestions for a text now too short are stale: they are neither shown nor chosen.
  const options = value.trim().length >= MIN_CHARS ? found : []

  function choose(option: Option) {
    typed.current = false
    onChange({
      text: option.text,
      regionId: option.regionId,
      propertyId: option.propertyId,
    })
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      if (!open) {
        setOpen(true)
        setActive(down ? 0 : last)
        return
      }
      setActive((index) =>
        down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      )
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const expanded = open && options.length > 0
  return (
    <div className="resort-combobox">
      <input
        ref={field}
        id={id}
        name="destination"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && active >= 0 ? `${listId}-${active}` : undefined
        }
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          typed.current = true
          onChange({ text: event.target.value })
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={`${id}-label`}
        className="resort-combobox__list"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // Keyboard use goes through the input (aria-activedescendant), as the pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown would blur the input and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
