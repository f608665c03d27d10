// Prints a TCP port that is free on 127.0.0.1 now (the system picks it): the Playwright config
// runs it once, synchronously, to start nginx for the export's tests where nothing else listens.
//   node scripts/serve/free-port.mjs
import { createServer } from 'node:net';

const server = createServer().listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
  server.close();
});
