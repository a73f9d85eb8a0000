/**
 * Boards for the games: a graph of places (graph.ts), path searches over any arcs (search.ts)
 * and the hex grid (hex.ts), which hex-graph.ts turns into a graph for a finite hex board.
 */
export * from './graph';
export * from './search';
export * from './hex';
export * from './hex-graph';
