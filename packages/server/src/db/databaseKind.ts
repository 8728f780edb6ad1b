import type { HealthResponse } from '@resort/core/api'

export type DatabaseKind = HealthResponse['database']
