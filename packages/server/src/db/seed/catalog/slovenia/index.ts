import type { SeedProperty } from '../../catalogTypes'
import { lipovGajBled } from './lipovGajBled'
import { solinarkaPiran } from './solinarkaPiran'
import { vogarChaletsBohinj } from './vogarChaletsBohinj'

/** Slovenia: the Julian Alps, then the coast. */
export const slovenianProperties: SeedProperty[] = [
  lipovGajBled,
  vogarChaletsBohinj,
  solinarkaPiran,
]
