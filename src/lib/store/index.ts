export * from './matches';
export * from './ids';
export * from './content';
export * from './packs';
