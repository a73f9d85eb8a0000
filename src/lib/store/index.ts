export * from './matches';
export * from './ids';
