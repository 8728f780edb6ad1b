import type { Language } from '@resort/core'
import type {
  BreakdownLine,
  FinalQuoteRequest,
  QuotedUnit,
} from '@resort/core/api'
import {
  boardServes,
  selectSupplement,
  type SelectedSupplement,
} from '@resort/core/pricing'
import { invalidParam, quoteInput } from '#http/errors'
import { inLanguage, type CatalogProperty } from '../catalog/catalogSnapshot'
import { supplementForStay } from '../pricing/stayPrice'

/** The guest's extras for a unit, checked against the property's offer; later choices replace earlier ones. */
export function chosenSupplements(
  property: CatalogProperty,
  /** The rate's board: an extra selling a meal it serves is not sold (issue 33). */
  board: string,
  request: FinalQuoteRequest['units'][number],
  index: number,
  nights: number,
  language: Language,
): { selected: QuotedUnit['selectedSupplements']; lines: BreakdownLine[] } {
  let choices: SelectedSupplement[] = []
  request.supplements.forEach((choice, j) => {
    const supplement = property.supplements.find(
      (candidate) => candidate.id === choice.serviceId,
    )
    const field = `units.${index}.supplements.${j}`
    if (!supplement)
      throw invalidParam(
        `${field}.serviceId`,
        'not_offered',
        `This property offers no extra ${quoteInput(choice.serviceId)}.`,
      )
    if (boardServes(board, supplement.meal))
      throw invalidParam(
        `${field}.serviceId`,
        'served_by_board',
        `The rate's board already serves ${quoteInput(choice.serviceId)}: remove it from the stay.`,
      )
    if (choice.quantity > supplement.max_quantity) {
      throw invalidParam(
        `${field}.quantity`,
        'too_large',
        `At most ${supplement.max_quantity} of ${quoteInput(choice.serviceId)}.`,
      )
    }
    const { price } = supplementForStay(
      supplement.price_type,
      supplement.price,
      1,
      nights,
      request,
    )
    choices = selectSupplement(choices, {
      serviceId: supplement.id,
      quantity: choice.quantity,
      price,
    })
  })
  const selected = choices.map((choice) => {
    const supplement = property.supplements.find(
      (candidate) => candidate.id === choice.serviceId,
    )
    return {
      ...choice,
      name: supplement
        ? inLanguage(supplement.texts, language).name
        : choice.serviceId,
    }
  })
  const lines: BreakdownLine[] = selected.map((choice) => ({
    kind: 'supplement',
    serviceId: choice.serviceId,
    label: choice.name,
    quantity: choice.quantity,
    unitPrice: choice.price,
    total: choice.total,
  }))
  return { selected, lines }
}
