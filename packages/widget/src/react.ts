export { ResortSearch, type ResortSearchProps } from './search/ResortSearch'
export type {
  PropertySelection,
  ResortEventMap,
  ResortEventName,
  SearchRequest,
} from './events'
