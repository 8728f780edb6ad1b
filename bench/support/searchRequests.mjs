// Shared by bench/search.mjs and bench/cluster.mjs: many different searches (20 arrival dates x 4
// party shapes) and price quotes for rooms the property pages offer for them.
import { daysFromToday } from '@resort/test-fixtures'

export const searches = []
for (let start = 14; start < 14 + 60; start += 3) {
  for (const [nights, adults, children] of [
    [3, 2, 0],
    [7, 2, 1],
    [5, 3, 0],
    [2, 1, 0],
  ]) {
    searches.push(
      `/api/v1/search/properties?dateFrom=${daysFromToday(start)}&dateTo=${daysFromToday(start + nights)}&adults=${adults}&children=${children}&sort=price`,
    )
  }
}

/** Quotes for rooms that the property pages offer for the first searches' stays. */
export async function quoteBodies(origin) {
  const bodies = []
  for (const url of searches.slice(0, 40)) {
    const query = new URL(url, origin).searchParams
    const list = await (await fetch(new URL(url, origin))).json()
    for (const item of list.items.slice(0, 3)) {
      const detail = await (
        await fetch(
          `${origin}/api/v1/search/property?propertyId=${item.propertyId}&${query}`,
        )
      ).json()
      const unit = detail.units.find((candidate) => candidate.rates.length > 0)
      if (!unit) continue
      bodies.push(
        JSON.stringify({
          propertyId: item.propertyId,
          rateId: unit.rates[0].rateId,
          dateFrom: query.get('dateFrom'),
          dateTo: query.get('dateTo'),
          units: [
            {
              unitId: unit.unitId,
              adults: Number(query.get('adults')),
              children: Number(query.get('children')),
              supplements: detail.supplements
                .slice(0, 2)
                .map((s) => ({ serviceId: s.serviceId, quantity: 1 })),
            },
          ],
        }),
      )
    }
  }
  return bodies
}

export const cycle = (list) => {
  let i = 0
  return () => list[i++ % list.length]
}
