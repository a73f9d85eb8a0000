export * from './matches';
