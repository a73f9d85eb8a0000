#!/usr/bin/env node
/**
 * Serves the static build (build/) for play on this machine and on the LAN.
 *
 *   node scripts/serve.mjs [--port N] [--host H] [--dir build] [--no-peerjs] [--https] [--cert F --key F]
 *
 * - SPA fallback to 200.html for client-routed paths (never for missing assets).
 * - Cache: /_app/immutable/* long and immutable; everything else (html, sw.js,
 *   manifest.webmanifest, registerSW.js, icons, version.json) `no-cache` with an
 *   ETag, so a new deploy is picked up on the next load and the service worker
 *   decides about updates.
 * - Port: --port, else PORT, else 4173. A taken port is an error (no silent move).
 *
 * - PeerServer: the same server and origin also answer WebRTC signaling under
 *   /peerjs (PeerJS key 'peerjs'; HTTP API at /peerjs, WebSocket at
 *   /peerjs/peerjs), so players on one LAN can play with no internet. The app
 *   detects it by fetching /peerjs (src/lib/net/config.ts). `--no-peerjs` turns
 *   it off.
 *
 * - /lan.json: the server's LAN addresses (mountLanInfo), for the room page's join link.
 *
 * - --https: the same server over https (PeerServer then on wss, /lan.json gives https
 *   addresses), with a self-signed certificate made on first use and cached in .cert/
 *   (scripts/lib/cert.mjs: localhost, this machine's name and its LAN addresses; made anew
 *   when those change or it expires). `--cert file --key file` uses one's own certificate
 *   (e.g. from mkcert) instead and implies --https.
 *
 * Seam: `createDeskovkyServer()` returns the Node http server plus
 * `mount(prefix, handler, { keepPrefix })`. Handlers mounted there run before the
 * static files; `mountPeerServer(app)` uses it.
 */
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { ensureCert } from './lib/cert.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '0.0.0.0';
/** Where the PeerServer answers (keep in sync with PEER_PATH in src/lib/net/config.ts). */
export const PEER_PATH = '/peerjs';

/** Cache-Control for a request path. */
export function cacheControlFor(pathname) {
	if (pathname.startsWith('/_app/immutable/')) return 'public, max-age=31536000, immutable';
	return 'no-cache';
}

/** The static middleware (req, res, next) for a built app directory. */
export function createStaticHandler(dir) {
	return sirv(dir, {
		etag: true,
		single: '200.html',
		extensions: ['html'],
		gzip: false,
		brotli: false,
		setHeaders(res, pathname) {
			res.setHeader('Cache-Control', cacheControlFor(pathname));
			if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
		}
	});
}

/** Where `--https` keeps its self-signed certificate (git-ignored). */
export const CERT_DIR = path.join(ROOT, '.cert');

/**
 * Builds (but does not start) the server. Returns { server, mount, listen, protocol }.
 * `mount(prefix, handler)` adds a connect/express-style handler for a path prefix
 * that runs before the static files (the PeerServer seam). With `tls` ({ cert, key }
 * PEM strings) it is an https server.
 * @param {{ dir?: string, tls?: { cert: string | Buffer, key: string | Buffer } | null }} [options]
 */
export function createDeskovkyServer({ dir = path.join(ROOT, 'build'), tls = null } = {}) {
	const mounts = [];
	const serveStatic = createStaticHandler(dir);
	const notFound = (res) => {
		res.statusCode = 404;
		res.setHeader('Content-Type', 'text/plain; charset=utf-8');
		res.end('Not found');
	};

	/** @type {http.RequestListener} */
	const onRequest = (req, res) => {
		const url = req.url || '/';
		for (const m of mounts) {
			if (url === m.prefix || url.startsWith(m.prefix + '/') || url.startsWith(m.prefix + '?')) {
				// Express-style sub-apps expect the mount prefix stripped from req.url
				// (unless the handler routes the full path itself: keepPrefix).
				const original = req.url;
				if (!m.keepPrefix) req.url = url.slice(m.prefix.length) || '/';
				return m.handler(req, res, () => {
					req.url = original;
					notFound(res);
				});
			}
		}
		serveStatic(req, res, () => notFound(res));
	};
	const server = tls ? https.createServer({ cert: tls.cert, key: tls.key }, onRequest) : http.createServer(onRequest);

	return {
		server,
		dir,
		protocol: tls ? 'https' : 'http',
		mount(prefix, handler, { keepPrefix = false } = {}) {
			mounts.push({ prefix: prefix.replace(/\/+$/, ''), handler, keepPrefix });
		},
		/** Resolves once listening; rejects with a readable Error if the port is taken. */
		listen(port = DEFAULT_PORT, host = DEFAULT_HOST) {
			return new Promise((resolve, reject) => {
				const onError = (err) => {
					server.off('listening', onListening);
					if (err.code === 'EADDRINUSE')
						reject(new Error(`Port ${port} is already in use. Stop the other server or pick another port: --port N (or PORT=N).`));
					else if (err.code === 'EACCES') reject(new Error(`No permission to listen on port ${port}. Use a port above 1024.`));
					else reject(err);
				};
				const onListening = () => {
					server.off('error', onError);
					resolve(server.address());
				};
				server.once('error', onError);
				server.once('listening', onListening);
				server.listen(port, host);
			});
		}
	};
}

/**
 * Mounts a PeerServer (package `peer`) on the app's own http server under
 * PEER_PATH. ExpressPeerServer only starts (and attaches its WebSocket server
 * to the http server) when an express app mounts it, so it goes into a tiny
 * express app that keeps the full path: HTTP `GET /peerjs` answers the
 * PeerServer JSON, `/peerjs/peerjs/id` a fresh id, and the WebSocket upgrade at
 * `/peerjs/peerjs?key=peerjs&id=…` is handled by its `ws` server. Resolves to
 * the PeerServer (an EventEmitter: connection, disconnect, error).
 */
export async function mountPeerServer(app, { aliveTimeoutMs = 30_000 } = {}) {
	const [{ default: express }, { ExpressPeerServer }] = await Promise.all([import('express'), import('peer')]);
	const peerServer = ExpressPeerServer(app.server, {
		key: 'peerjs',
		path: '/',
		allow_discovery: false,
		// Clients ping every 5 s; a silent client is dropped after this.
		alive_timeout: aliveTimeoutMs,
		// An offer to an absent id waits this long (checked each second) before the
		// caller gets peer-unavailable; short, since the protocol retries anyway.
		expire_timeout: 3_000
	});
	peerServer.on('error', (e) => console.error(`peerjs: ${e?.message ?? e}`));
	peerServer.disable('x-powered-by');
	const outer = express();
	outer.disable('x-powered-by');
	outer.use(PEER_PATH, (_req, res, next) => {
		res.setHeader('Cache-Control', 'no-store');
		next();
	});
	outer.use(PEER_PATH, peerServer);
	app.mount(PEER_PATH, outer, { keepPrefix: true });
	return peerServer;
}

/** http://… (or https://…) addresses on which other devices on the LAN can reach this server. */
export function lanAddresses(port, protocol = 'http') {
	const out = [];
	for (const list of Object.values(os.networkInterfaces())) {
		for (const a of list || []) {
			if (a.internal || a.family !== 'IPv4') continue;
			out.push(`${protocol}://${a.address}:${port}`);
		}
	}
	return out;
}

/**
 * GET /lan.json → {"addresses": ["http://192.168.1.5:4173", …]}: where friends' devices reach this
 * server (empty unless it listens on all interfaces; https://… when served over https). The room
 * page opened on localhost puts the first one in its join link and QR code, which a phone can open.
 */
export function mountLanInfo(app, { allInterfaces }) {
	app.mount('/lan.json', (req, res) => {
		const port = req.socket.localPort;
		res.setHeader('Content-Type', 'application/json; charset=utf-8');
		res.setHeader('Cache-Control', 'no-store');
		res.end(JSON.stringify({ addresses: allInterfaces ? lanAddresses(port, app.protocol ?? 'http') : [] }));
	});
}

export function parseArgs(argv, env = process.env) {
	const opts = { port: undefined, host: DEFAULT_HOST, dir: path.join(ROOT, 'build'), peerjs: true, https: false, cert: undefined, key: undefined };
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		const [flag, inline] = a.includes('=') ? a.split(/=(.*)/s, 2) : [a, undefined];
		const value = () => (inline !== undefined ? inline : argv[++i]);
		if (flag === '--port' || flag === '-p') opts.port = value();
		else if (flag === '--host') opts.host = value();
		else if (flag === '--dir') opts.dir = path.resolve(value());
		else if (flag === '--no-peerjs') opts.peerjs = false;
		else if (flag === '--https') opts.https = true;
		else if (flag === '--cert') opts.cert = path.resolve(value());
		else if (flag === '--key') opts.key = path.resolve(value());
		else if (flag === '--help' || flag === '-h') opts.help = true;
		else throw new Error(`Unknown argument: ${a}`);
	}
	if (!opts.cert !== !opts.key) throw new Error('--cert and --key go together (a certificate and its private key, PEM files).');
	if (opts.cert) opts.https = true;
	// --port wins over PORT (unlike sirv-cli).
	const raw = opts.port ?? env.PORT ?? String(DEFAULT_PORT);
	const port = Number(raw);
	if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad port: ${raw}`);
	opts.port = port;
	return opts;
}

async function main() {
	let opts;
	try {
		opts = parseArgs(process.argv.slice(2));
	} catch (e) {
		console.error(`serve: ${e.message}`);
		process.exit(2);
	}
	if (opts.help) {
		console.log('Usage: node scripts/serve.mjs [--port N] [--host H] [--dir build] [--no-peerjs] [--https] [--cert file --key file]');
		return;
	}
	if (!fs.existsSync(path.join(opts.dir, '200.html')) && !fs.existsSync(path.join(opts.dir, 'index.html'))) {
		console.error(`serve: no build in ${opts.dir}. Run \`npm run build\` first (or \`npm start\`).`);
		process.exit(1);
	}
	let tls = null;
	let selfSigned = false;
	if (opts.cert && opts.key) {
		try {
			tls = { cert: fs.readFileSync(opts.cert), key: fs.readFileSync(opts.key) };
		} catch (e) {
			console.error(`serve: cannot read the certificate: ${e.message}`);
			process.exit(1);
		}
	} else if (opts.https) {
		try {
			const c = await ensureCert({ dir: CERT_DIR });
			tls = { cert: c.cert, key: c.key };
			selfSigned = true;
			const what = c.created ? 'Made a new self-signed certificate' : 'Self-signed certificate';
			console.log(`${what} for ${[...c.names.dns, ...c.names.ips].join(', ')} (${path.relative(process.cwd(), CERT_DIR) || CERT_DIR}/, valid until ${c.validTo.toISOString().slice(0, 10)})`);
		} catch (e) {
			console.error(`serve: could not make a certificate: ${e.message}`);
			process.exit(1);
		}
	}
	const app = createDeskovkyServer({ dir: opts.dir, tls });
	mountLanInfo(app, { allInterfaces: opts.host === '0.0.0.0' || opts.host === '::' });
	if (opts.peerjs) {
		try {
			await mountPeerServer(app);
		} catch (e) {
			console.error(`serve: PeerServer not started (network play needs an external one): ${e.message}`);
		}
	}
	try {
		const addr = await app.listen(opts.port, opts.host);
		const port = typeof addr === 'object' && addr ? addr.port : opts.port;
		console.log(`Deskovky is running: ${app.protocol}://localhost:${port}`);
		if (opts.host === '0.0.0.0' || opts.host === '::') {
			const lan = lanAddresses(port, app.protocol);
			if (lan.length) console.log(`On your network:     ${lan.join('  ')}`);
		}
		if (opts.peerjs) console.log(`PeerServer (network play): ${PEER_PATH} on the same address`);
		if (selfSigned)
			console.log('Self-signed certificate: each browser warns once ("not private"); choose Advanced → Proceed (see README, "HTTPS and phones").');
		console.log('Press Ctrl+C to stop.');
	} catch (e) {
		console.error(`serve: ${e.message}`);
		process.exit(1);
	}
	const stop = () => {
		app.server.close();
		process.exit(0);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) main();
