// Whether something already answers on a port. A server started on a taken port fails to bind,
// yet a readiness check would find the stale server from an earlier run answering in its place,
// and the tests or the bench would measure that one: so a port is checked before starting.
import { connect } from 'node:net';

/** Resolves true when a TCP connection to host:port succeeds. */
export function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      resolveConnect(true);
    });
    socket.once('error', () => resolveConnect(false));
  });
}

/** Rejects, naming `what` and the port, when something already answers there. */
export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  if (await portAnswers(host, port))
    throw new Error(`${what}: ${host}:${port} is already taken (a server left from an earlier run?); stop it first`);
}
