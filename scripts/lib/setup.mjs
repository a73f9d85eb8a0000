/**
 * Shared helpers for start.mjs / test.mjs: install what is missing, run a
 * command with streamed output.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

const mtime = (p) => {
	try {
		return fs.statSync(p).mtimeMs;
	} catch {
		return -1;
	}
};

export const log = (msg) => console.log(`\n\x1b[1m▶ ${msg}\x1b[0m`);

/** Runs a command with inherited stdio; resolves to its exit code (never rejects). */
export function run(cmd, args, opts = {}) {
	return new Promise((resolve) => {
		const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
		const forward = (sig) => child.kill(sig);
		process.on('SIGINT', forward);
		process.on('SIGTERM', forward);
		child.on('error', (e) => {
			console.error(`${cmd}: ${e.message}`);
			resolve(127);
		});
		child.on('close', (code, signal) => {
			process.off('SIGINT', forward);
			process.off('SIGTERM', forward);
			resolve(code ?? (signal ? 128 : 1));
		});
	});
}

/** Why dependencies must be (re)installed, or null when node_modules is current. */
export function depsOutdated() {
	const nm = path.join(ROOT, 'node_modules');
	if (!fs.existsSync(nm)) return 'node_modules is missing';
	// npm writes node_modules/.package-lock.json on every install.
	const installed = Math.max(mtime(path.join(nm, '.package-lock.json')), mtime(nm));
	if (mtime(path.join(ROOT, 'package-lock.json')) > installed) return 'package-lock.json is newer than node_modules';
	return null;
}

export async function ensureDeps() {
	const why = depsOutdated();
	if (!why) return true;
	const nm = path.join(ROOT, 'node_modules');
	if (fs.existsSync(nm) && fs.lstatSync(nm).isSymbolicLink()) {
		// npm ci would empty the link's target (another checkout's node_modules).
		console.error(`node_modules is a symlink and ${why}; not running npm ci through it. Run npm ci yourself if needed.`);
		return true;
	}
	log(`npm ci (${why})`);
	const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
	if (code !== 0) {
		console.error('npm ci failed; see the output above.');
		return false;
	}
	return true;
}

export function findChromium() {
	return CHROMIUM_PATHS.find((p) => fs.existsSync(p)) ?? null;
}

/** Installs Debian's chromium when missing and we are root; else explains what to do. */
export async function ensureChromium() {
	if (findChromium()) return true;
	const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
	if (!isRoot || !hasApt) {
		console.error(
			'\nChromium for the browser tests is missing (/usr/bin/chromium).\n' +
				(hasApt
					? 'Install it as root: sudo apt-get update && sudo apt-get install -y chromium\n'
					: 'Install Chromium with your package manager so that /usr/bin/chromium exists.\n') +
				'(`npx playwright install` does not work on these machines: no browser downloads.)'
		);
		return false;
	}
	log('apt-get install chromium (browser for the e2e tests)');
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	let code = await run('apt-get', ['update'], { env });
	if (code === 0) code = await run('apt-get', ['install', '-y', 'chromium'], { env });
	if (code !== 0 || !findChromium()) {
		console.error('Installing chromium failed; see the output above.');
		return false;
	}
	return true;
}

export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
