/**
 * A board's message line (shown by BoardMessage.svelte): why a tap did nothing, or why the game
 * refused an action. It clears when the decision changes and before every action. Create it
 * while the board component initialises:
 *
 *   const message = new BoardMessageState(() => act, () => JSON.stringify(view.task));
 *   message.text = explain(action);   // a tap on something not allowed
 *   await message.run(action);        // true when the game took it
 */
import type { Text } from '$lib/engine';

export class BoardMessageState {
	text = $state<Text | null>(null);

	/** `act` is the board's prop (read on every run); `decisionKey` changes whenever the decision does. */
	constructor(
		private readonly act: () => (action: unknown) => Promise<Text | null>,
		decisionKey: () => unknown
	) {
		$effect(() => {
			void decisionKey();
			this.text = null;
		});
	}

	/** Submits `action`; a refusal becomes the message. Resolves true when it was accepted. */
	async run(action: unknown): Promise<boolean> {
		this.text = null;
		const reason = await this.act()(action);
		if (reason) this.text = reason;
		return !reason;
	}
}
