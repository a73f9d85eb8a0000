/** Join and leave notices from two successive device lists of a room. */
import type { Text } from '$lib/engine';
import type { RoomDevice } from './session';

export function presenceNotices(before: RoomDevice[], after: RoomDevice[]): Text[] {
	const out: Text[] = [];
	for (const d of after) {
		if (d.isMe) continue;
		const was = before.find((x) => x.index === d.index);
		if (!was) out.push({ cs: `${d.name} je v místnosti.`, en: `${d.name} joined.` });
		else if (was.status !== d.status) {
			if (d.status === 'connected') out.push({ cs: `${d.name} je zpět.`, en: `${d.name} is back.` });
			else if (d.status === 'reconnecting') out.push({ cs: `${d.name}: spojení přerušeno, čeká se na návrat.`, en: `${d.name} lost the connection; waiting for them.` });
			else out.push({ cs: `${d.name} opouští místnost.`, en: `${d.name} left.` });
		}
		if (was && !was.isHost && d.isHost) out.push({ cs: `Hru teď řídí ${d.name}.`, en: `${d.name} now hosts the match.` });
	}
	return out;
}
