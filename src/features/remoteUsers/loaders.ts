// Apart from the entry: a function defined in index.ts would make it bring
// every module it names into its importer's chunk (the entry is a list of
// re-exports, declared free of side effects).

/** The screen that finds a remote user's profile by its address, in a chunk of its own. */
export const loadRemoteUserResolver = () => import('./RemoteUserResolver')
