/**
 * Motion that tells a player what just changed (a die rolled, a card arriving, resources
 * landing), and none at all when the system asks for reduced motion (issue 11, point 5).
 * Svelte transitions ignore that preference by themselves, so every kit transition goes here.
 */
import { cubicOut } from 'svelte/easing';
import type { TransitionConfig } from 'svelte/transition';

export function reducedMotion(): boolean {
	return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A card or token arriving: grows in from a little below (a stack is usually below or above). */
export function arrive(_node: Element, { delay = 0, duration = 260, from = 14 }: { delay?: number; duration?: number; from?: number } = {}): TransitionConfig {
	if (reducedMotion()) return { duration: 0 };
	return {
		delay,
		duration,
		easing: cubicOut,
		css: (t, u) => `transform: translateY(${u * from}px) scale(${0.85 + 0.15 * t}); opacity: ${t}`
	};
}

/** The kit's two attention animations, as Web Animations (no forced reflow, run on the compositor). */
const PULSES: Record<string, { frames: Keyframe[]; options: KeyframeAnimationOptions }> = {
	'kit-pulse': {
		frames: [
			{ transform: 'scale(1.12)', boxShadow: '0 0 0 0 rgb(255 214 102 / 0.95)' },
			{ transform: 'scale(1)', boxShadow: '0 0 0 10px rgb(255 214 102 / 0)' }
		],
		options: { duration: 600, easing: 'ease-out' }
	},
	'kit-roll': {
		frames: [{ transform: 'rotate(0) scale(0.7)' }, { transform: 'rotate(300deg) scale(1.15)', offset: 0.6 }, { transform: 'rotate(360deg) scale(1)' }],
		options: { duration: 550, easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)' }
	}
};

/**
 * Plays an attention animation on `node` whenever `key` changes (a die face, a stock count),
 * except on the first render and under reduced motion. Use: `use:pulse={value}`;
 * `data-pulse="kit-roll"` spins (a die) instead of the default flash.
 */
export function pulse(node: HTMLElement, key: unknown) {
	let last = key;
	return {
		update(next: unknown) {
			if (Object.is(next, last)) return;
			last = next;
			if (reducedMotion() || typeof node.animate !== 'function') return;
			const p = PULSES[node.dataset.pulse ?? 'kit-pulse'] ?? PULSES['kit-pulse'];
			node.animate(p.frames, p.options);
		}
	};
}
