/**
 * The accessibility codes that adapt a room itself (issue 33: such rooms are kept for the guests
 * who need them); step-free access, a ground floor or a lift say how the building is reached.
 */
export const ADAPTED_ROOM_CODES = [
  'wide_doorways',
  'roll_in_shower',
  'grab_bars',
  'shower_chair',
  'lowered_sink',
  'hearing_loop',
  'visual_alarm',
] as const

/** The accessibility codes unit types use; the UI translates them. */
export const ACCESSIBILITY_CODES = [
  'step_free_access',
  'ground_floor',
  'elevator',
  ...ADAPTED_ROOM_CODES,
] as const
