import type { SeedProperty } from '../../catalogTypes'
import { cissaRovinj } from './cissaRovinj'
import { elafitiDubrovnik } from './elafitiDubrovnik'
import { lovorikaOpatija } from './lovorikaOpatija'
import { olivetoVillasPorec } from './olivetoVillasPorec'
import { sustipanSplit } from './sustipanSplit'
import { valaKrk } from './valaKrk'
import { villaLavandaHvar } from './villaLavandaHvar'

/** Croatia from north to south: Istria, Kvarner, Dalmatia. */
export const croatianProperties: SeedProperty[] = [
  cissaRovinj,
  olivetoVillasPorec,
  lovorikaOpatija,
  valaKrk,
  sustipanSplit,
  villaLavandaHvar,
  elafitiDubrovnik,
]
