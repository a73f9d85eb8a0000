export * from './matches';
export * from './ids';
export * from './content';
