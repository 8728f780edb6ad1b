import { sql, type RawBuilder } from 'kysely'

/**
 * A LIKE pattern that finds `text` anywhere, with LIKE's own characters (%, _ and \) typed by
 * staff matched as themselves; for `where(column, 'like', likeContains(text))`.
 */
export const likeContains = (text: string): RawBuilder<string> =>
  sql<string>`${`%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`} escape '\\'`
