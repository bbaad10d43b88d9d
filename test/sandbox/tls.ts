/**
 * TLS on the sandbox's one port: browsers upgrade HSTS-preloaded domains (cdc.gov, wikipedia.org, reddit.com …) to
 * https, so the port answers both. A connection whose first byte is a TLS handshake goes to an https server with a
 * throwaway self-signed certificate (E2E runs Chromium with --ignore-certificate-errors); the rest is plain HTTP.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TLS_HANDSHAKE = 0x16;

/** A fresh self-signed certificate from openssl, or null when openssl is not installed (then http only). */
export function selfSignedCertificate(): { key: string; cert: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=cartographer-sandbox',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One listening socket that hands each connection to the https or the http server by its first byte. */
export function dualProtocolFront(
  http: HttpServer,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): NetServer & { destroyConnections(): void } {
  const credentials = selfSignedCertificate();
  const https = credentials ? createHttpsServer(credentials, handler) : null;
  const sockets = new Set<Socket>();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE && https ? https : http).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  return Object.assign(front, {
    destroyConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
  });
}
