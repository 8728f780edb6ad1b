import type { SeedCatalog } from '../catalogTypes'
import { croatianProperties } from './croatia'
import { italianProperties } from './italy'
import { navigation } from './navigation'
import { regions } from './regions'
import { slovenianProperties } from './slovenia'

/** The resort group's seed data: regions, properties in display order, navigation. */
export const catalog: SeedCatalog = {
  regions,
  properties: [
    ...croatianProperties,
    ...slovenianProperties,
    ...italianProperties,
  ],
  navigation,
}
