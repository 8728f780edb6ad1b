/** The database's tables as Kysely sees them; migrations under ./migrations create them. */
export interface Database {
  app_meta: AppMetaTable
}

export interface AppMetaTable {
  key: string
  value: string
}
