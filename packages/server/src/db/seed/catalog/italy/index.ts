import type { SeedProperty } from '../../catalogTypes'
import { ciasaAuroraOrtisei } from './ciasaAuroraOrtisei'
import { lariceCortina } from './lariceCortina'
import { limonaiaSirmione } from './limonaiaSirmione'
import { oraRivaDelGarda } from './oraRivaDelGarda'

/** Italy: Lake Garda, then the Dolomites. */
export const italianProperties: SeedProperty[] = [
  oraRivaDelGarda,
  limonaiaSirmione,
  lariceCortina,
  ciasaAuroraOrtisei,
]
