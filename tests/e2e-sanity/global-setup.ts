// Starts the Sanity-mode suite's servers (tests/fixtures/sanity-stack.ts) before any test, one stack
// per worker, and returns their teardown: each process is stopped by its PID. The PIDs reach the
// tests in SANITY_STACK_PIDS, by server name (the memory check reads the server's own figures).
import { forgetNoted, stackCount, stackPorts, startStack } from '../fixtures/sanity-stack';

export default async function globalSetup() {
  forgetNoted();
  const stacks = await Promise.all(
    Array.from({ length: stackCount() }, (_, stack) => startStack(stackPorts(stack), stack)),
  );
  process.env.SANITY_STACK_PIDS = JSON.stringify(
    Object.fromEntries(stacks.flatMap((stack) => stack.started.map(({ name, pid }) => [name, pid]))),
  );
  return async () => {
    for (const stack of stacks) await stack.stop();
  };
}
