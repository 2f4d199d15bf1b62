/**
 * Where the reference shop listens: the port a person asked for (PORT), or the default and,
 * when that one is taken, the next free one. A busy port that was asked for ends with a
 * sentence saying what to do, never a stack trace.
 */
import type { Server } from 'node:net';

/** Rarely taken by other dev servers (8080, 3000, 5173 and 8000 often are). */
export const DEFAULT_PORT = 4680;
/** How many ports after the default are tried before giving up. */
const FALLBACK_TRIES = 20;

export interface PortRequest {
  port: number;
  /** True when the person set PORT: then that port or nothing. */
  explicit: boolean;
}

/** Reads PORT; an unset or blank value means the default with fallback. `PORT=0` means any free port. */
export function portRequest(value: string | undefined): PortRequest {
  if (value === undefined || value.trim() === '') return { port: DEFAULT_PORT, explicit: false };
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new PortError(`PORT=${value} is not a port number (0–65535; 0 picks any free port).`);
  return { port, explicit: true };
}

export class PortError extends Error {}

function listenOnce(server: Server, port: number, hostname: string): Promise<number | 'busy'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('busy');
      else reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, hostname);
  });
}

/**
 * Listens on the requested port; for the default one, on the next free port after it. Resolves
 * with the port listened on; rejects with a PortError whose message tells the person what to do.
 */
export async function listenOnFreePort(server: Server, request: PortRequest, hostname: string): Promise<number> {
  const tries = request.explicit ? 1 : FALLBACK_TRIES;
  for (let offset = 0; offset < tries; offset += 1) {
    const outcome = await listenOnce(server, request.port + offset, hostname);
    if (outcome !== 'busy') return outcome;
  }
  if (request.explicit) {
    throw new PortError(
      `Port ${request.port} is already in use. Stop what uses it, or choose another port: PORT=${request.port + 1} npm start (PORT=0 picks any free port).`,
    );
  }
  throw new PortError(
    `Ports ${request.port}–${request.port + tries - 1} are all in use. Choose a port: PORT=9000 npm start (PORT=0 picks any free port).`,
  );
}
