/**
 * Deep copy of plain data (what game states are: objects, arrays, strings, numbers,
 * booleans, null; no Maps, Dates or cycles). About 4× faster than structuredClone on
 * a Rivals state, which every `apply` copies once (replay budget, see bench).
 * `undefined` properties are dropped, like JSON.
 */
export function cloneData<T>(value: T): T {
	if (value === null || typeof value !== 'object') return value;
	if (Array.isArray(value)) {
		const out = new Array(value.length);
		for (let i = 0; i < value.length; i++) out[i] = cloneData(value[i]);
		return out as T;
	}
	const out: Record<string, unknown> = {};
	for (const key of Object.keys(value)) {
		const v = (value as Record<string, unknown>)[key];
		if (v !== undefined) out[key] = cloneData(v);
	}
	return out as T;
}
