// Whether something already answers on a port, checked before a start: a readiness check would otherwise
// find a stale server from an earlier run answering in its place, and the tests or the bench would use it.
import { connect } from 'node:net';

export function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      resolveConnect(true);
    });
    socket.once('error', () => resolveConnect(false));
  });
}

export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  if (await portAnswers(host, port))
    throw new Error(`${what}: ${host}:${port} is already taken (a server left from an earlier run?); stop it first`);
}
