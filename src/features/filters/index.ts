// The filters area's entry: what other areas and the shell use of it.
// Files inside the area import each other directly, never through here.
export {
  FilterPlace,
  prepareFilters,
  useFilterDisplay,
  useFilterGate,
  useFiltersPending,
} from './gate'
export { refreshFilters } from './refresh'
