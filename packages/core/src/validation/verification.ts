/** What every field validator returns (SPEC 5): valid now, or could still become valid as the guest types. */
export interface Verification {
  isValid: boolean
  isPotentiallyValid: boolean
}

/** Builds a Verification; shared by the validators of this folder. */
export function verification(
  isValid: boolean,
  isPotentiallyValid: boolean,
): Verification {
  return { isValid, isPotentiallyValid }
}
