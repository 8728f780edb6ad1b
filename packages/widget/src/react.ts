export { ResortSearch, type ResortSearchProps } from './search/ResortSearch'
export type { ResortEventMap, ResortEventName, SearchRequest } from './events'
