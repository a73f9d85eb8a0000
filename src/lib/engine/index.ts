export * from './types';
export * from './rng';
export * from './hash';
export * from './match';
export * from './bot';
export * from './clone';
export * from './bot-driver';
