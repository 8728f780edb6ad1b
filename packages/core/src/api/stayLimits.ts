// Apart from the schemas that check them: the site's stay form shows them on every page, without
// zod (issue 15).

/** Most guests of one kind a single request may ask for. */
export const MAX_GUESTS = 20
/** Most rooms or units one booking may take. */
export const MAX_ROOMS = 5
/** The oldest a child can be: 18 and over is an adult (SPEC 3 childAges). */
export const MAX_CHILD_AGE = 17
