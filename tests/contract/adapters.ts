/** The contract adapter of every game, loaded lazily (for `npm run soak`). */
import type { ContractAdapter } from './checks';

export const contractAdapters: Record<string, () => Promise<ContractAdapter>> = {
	rivals: () => import('./rivals').then((m) => m.rivalsContract as ContractAdapter),
	imperialsettlers: () => import('./imperialsettlers').then((m) => m.imperialSettlersContract as ContractAdapter),
	mageknight: () => import('./mageknight').then((m) => m.mageKnightContract as ContractAdapter)
};
