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

/**
 * Replays a CSS animation class on `node` whenever `key` changes (a die face, a stock count),
 * except on the first render and under reduced motion. Use: `use:pulse={value}` with a
 * `.pulse` keyframe animation in the component (the kit's theme has `kit-pulse` and `kit-roll`).
 */
export function pulse(node: HTMLElement, key: unknown) {
	let last = key;
	const cls = node.dataset.pulse ?? 'kit-pulse';
	return {
		update(next: unknown) {
			if (Object.is(next, last)) return;
			last = next;
			if (reducedMotion()) return;
			node.classList.remove(cls);
			void node.offsetWidth; // restart the animation
			node.classList.add(cls);
		}
	};
}
