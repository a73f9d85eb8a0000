/**
 * Deep copy of plain data (what game states are: objects, arrays, strings, numbers,
 * booleans, null; no Maps, Dates, cycles or sparse arrays). About 5× faster than
 * structuredClone on a Rivals state, which every `apply` copies once (replay budget
 * and bot playouts, see bench). `undefined` properties are dropped, like JSON.
 *
 * Hot path: arrays are copied with `slice` (mostly strings or numbers, no per-element
 * call), only object elements recurse; an object's keys are walked once with a plain loop.
 */
export function cloneData<T>(value: T): T {
	if (value === null || typeof value !== 'object') return value;
	if (Array.isArray(value)) {
		const out = value.slice();
		for (let i = 0; i < out.length; i++) {
			const v = out[i];
			if (v !== null && typeof v === 'object') out[i] = cloneData(v);
		}
		return out as T;
	}
	const out: Record<string, unknown> = {};
	const keys = Object.keys(value);
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		const v = (value as Record<string, unknown>)[key];
		if (v === undefined) continue;
		const copy = v !== null && typeof v === 'object' ? cloneData(v) : v;
		// JSON.parse makes "__proto__" an own key (a hostile peer may send one): keep it a key,
		// never let the assignment set the copy's prototype.
		if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
		else out[key] = copy;
	}
	return out as T;
}
