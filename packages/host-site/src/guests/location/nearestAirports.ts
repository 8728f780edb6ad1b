/** An airport with scheduled international flights near our properties (IATA code, WGS 84). */
export interface Airport {
  code: string
  latitude: number
  longitude: number
}

// The airports guests fly to for our regions; their names are in the location texts by code.
export const AIRPORTS: readonly Airport[] = [
  { code: 'PUY', latitude: 44.8935, longitude: 13.9222 },
  { code: 'RJK', latitude: 45.2169, longitude: 14.5703 },
  { code: 'ZAD', latitude: 44.1083, longitude: 15.3467 },
  { code: 'SPU', latitude: 43.5389, longitude: 16.298 },
  { code: 'DBV', latitude: 42.5614, longitude: 18.2682 },
  { code: 'ZAG', latitude: 45.7429, longitude: 16.0688 },
  { code: 'LJU', latitude: 46.2237, longitude: 14.4576 },
  { code: 'TRS', latitude: 45.8275, longitude: 13.4722 },
  { code: 'VCE', latitude: 45.5053, longitude: 12.3519 },
  { code: 'TSF', latitude: 45.6484, longitude: 12.1944 },
  { code: 'VRN', latitude: 45.3957, longitude: 10.8885 },
  { code: 'BGY', latitude: 45.6739, longitude: 9.7042 },
  { code: 'LIN', latitude: 45.4451, longitude: 9.2767 },
  { code: 'MXP', latitude: 45.6306, longitude: 8.7231 },
  { code: 'BLQ', latitude: 44.5354, longitude: 11.2887 },
  { code: 'BZO', latitude: 46.4603, longitude: 11.3264 },
  { code: 'INN', latitude: 47.2602, longitude: 11.344 },
  { code: 'KLU', latitude: 46.6425, longitude: 14.3377 },
  { code: 'GRZ', latitude: 46.9911, longitude: 15.4396 },
  { code: 'MUC', latitude: 48.3538, longitude: 11.7861 },
]

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLatitude = radians(to.latitude - from.latitude)
  const dLongitude = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a))
}

/** The airports nearest a place, closest first, within `withinKm`, with whole kilometres. */
export function nearestAirports(
  place: { latitude: number; longitude: number },
  { count = 3, withinKm = 250 }: { count?: number; withinKm?: number } = {},
): { code: string; distanceKm: number }[] {
  return AIRPORTS.map((airport) => ({
    code: airport.code,
    distanceKm: Math.round(distanceKm(place, airport)),
  }))
    .filter((airport) => airport.distanceKm <= withinKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, count)
}
