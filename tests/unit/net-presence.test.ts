import { describe, expect, it } from 'vitest';
import { presenceNotices } from '../../src/lib/net/presence';
import type { RoomDevice } from '../../src/lib/net/session';

const dev = (index: number, status: RoomDevice['status'], extra: Partial<RoomDevice> = {}): RoomDevice => ({
	index,
	deviceId: `d${index}`,
	name: ['Jana', 'Petr', 'Eva'][index],
	status,
	isHost: index === 0,
	isMe: false,
	key: null,
	...extra
});

describe('presence notices', () => {
	it('says who joined, lost the connection, came back, left and took over', () => {
		expect(presenceNotices([dev(0, 'connected')], [dev(0, 'connected'), dev(1, 'connected')]).map((t) => t.en)).toEqual(['Petr joined.']);
		expect(presenceNotices([dev(1, 'connected')], [dev(1, 'reconnecting')])[0].en).toMatch(/Petr lost the connection/);
		expect(presenceNotices([dev(1, 'reconnecting')], [dev(1, 'connected')])[0].en).toBe('Petr is back.');
		expect(presenceNotices([dev(1, 'reconnecting')], [dev(1, 'gone')])[0].cs).toBe('Petr opouští místnost.');
		expect(presenceNotices([dev(2, 'connected')], [dev(2, 'connected', { isHost: true })])[0].en).toBe('Eva now hosts the match.');
	});
	it('says nothing about this device itself or about no change', () => {
		expect(presenceNotices([dev(1, 'connected', { isMe: true })], [dev(1, 'gone', { isMe: true })])).toEqual([]);
		expect(presenceNotices([dev(1, 'connected')], [dev(1, 'connected')])).toEqual([]);
	});
});
