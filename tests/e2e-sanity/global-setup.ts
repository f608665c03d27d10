// Starts the Sanity-mode suite's servers (tests/fixtures/sanity-stack.ts) before any test and
// returns their teardown: each is stopped by its PID. The PIDs reach the tests in
// SANITY_STACK_PIDS (the memory check reads the server's own figures).
import { stackPorts, startStack } from '../fixtures/sanity-stack';

export default async function globalSetup() {
  const stack = await startStack(stackPorts());
  process.env.SANITY_STACK_PIDS = JSON.stringify(Object.fromEntries(stack.started.map(({ name, pid }) => [name, pid])));
  return stack.stop;
}
