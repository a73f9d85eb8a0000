/**
 * The contract adapter of every game, found on disk and loaded lazily (for `npm run soak` and the
 * tests): a game keeps its adapter beside its tests at `tests/games/<id>/contract.ts`, exporting a
 * ContractAdapter under any name, so adding a game touches no shared list. An adapter still in
 * this folder (`tests/contract/<id>.ts`: the Lanterns fixture, or a game not moved yet) is found
 * too when `tests/games/<id>/` has none.
 *
 * Read with node's fs rather than `import.meta.glob`: the soak runs under tsx, which has no glob.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractAdapter } from './checks';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const GAMES = path.resolve(HERE, '../games');
/** The contract machinery in this folder, not adapters. */
const NOT_ADAPTERS = new Set(['adapters', 'checks', 'harness']);

/** Whether `value` has the shape of a ContractAdapter (a module, its modes, bots and hidden variants). */
export function isContractAdapter(value: unknown): value is ContractAdapter {
	if (!value || typeof value !== 'object') return false;
	const a = value as Partial<Record<keyof ContractAdapter, unknown>>;
	const module = a.module as { id?: unknown } | undefined;
	return typeof module?.id === 'string' && Array.isArray(a.modes) && Array.isArray(a.bots) && typeof a.hiddenVariants === 'function';
}

/** The one ContractAdapter a module file exports. */
async function adapterIn(file: string): Promise<ContractAdapter> {
	const exports: Record<string, unknown> = await import(/* @vite-ignore */ file);
	const found = Object.values(exports).filter(isContractAdapter);
	if (found.length !== 1) throw new Error(`${path.relative(process.cwd(), file)} exports ${found.length} contract adapters; expected exactly one`);
	return found[0];
}

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** Game id → its adapter file: `tests/games/<id>/contract.ts`, else `tests/contract/<id>.ts`. */
export function contractAdapterFiles(): Record<string, string> {
	const files: Record<string, string> = {};
	for (const name of fs.readdirSync(HERE).sort()) {
		const id = name.replace(/\.ts$/, '');
		if (id !== name && !NOT_ADAPTERS.has(id)) files[id] = path.join(HERE, name);
	}
	if (fs.existsSync(GAMES))
		for (const id of fs.readdirSync(GAMES).sort()) {
			const file = path.join(GAMES, id, 'contract.ts');
			if (isFile(file)) files[id] = file;
		}
	return files;
}

export const contractAdapters: Record<string, () => Promise<ContractAdapter>> = Object.fromEntries(
	Object.entries(contractAdapterFiles()).map(([id, file]) => [id, () => adapterIn(file)])
);
