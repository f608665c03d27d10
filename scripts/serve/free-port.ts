// Prints TCP ports that are free on 127.0.0.1 now (the system picks them), one per line: the
// Playwright configs run it once, synchronously, to start their servers where nothing else listens.
//   node scripts/serve/free-port.ts [count=1]
import { createServer, type AddressInfo, type Server } from 'node:net';

const count = Number(process.argv[2] ?? 1);
// All held open at once, so the system never hands out the same port twice.
const servers = await Promise.all(
  Array.from(
    { length: count },
    () =>
      new Promise<Server>((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
      }),
  ),
);
process.stdout.write(servers.map((server) => `${(server.address() as AddressInfo).port}\n`).join(''));
for (const server of servers) server.close();
