import type { InteractiveMap } from '@resort/core/api'

export type MapPoint = InteractiveMap['points'][number]

export interface RegionGroup {
  regionId: string
  name: string
  points: MapPoint[]
}

/**
 * The properties by region, in the regions' order and each region's in the order the server
 * gave; a property whose region is not listed still shows, under its own region's name.
 */
export function propertiesByRegion({
  regions,
  points,
}: Pick<InteractiveMap, 'regions' | 'points'>): RegionGroup[] {
  const groups = new Map<string, RegionGroup>(
    regions.map(({ regionId, name }) => [
      regionId,
      { regionId, name, points: [] },
    ]),
  )
  for (const point of points) {
    let group = groups.get(point.regionId)
    if (!group) {
      group = { regionId: point.regionId, name: point.regionName, points: [] }
      groups.set(point.regionId, group)
    }
    group.points.push(point)
  }
  return [...groups.values()].filter((group) => group.points.length > 0)
}
