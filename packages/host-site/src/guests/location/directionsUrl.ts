/**
 * OpenStreetMap's route planner with the place as the destination, the start left for the guest
 * to fill in (its `route` parameter is "from;to", each "latitude,longitude").
 */
export function directionsUrl(place: {
  latitude: number
  longitude: number
}): string {
  const query = new URLSearchParams({
    route: `;${place.latitude},${place.longitude}`,
  })
  return `https://www.openstreetmap.org/directions?${query.toString()}`
}
