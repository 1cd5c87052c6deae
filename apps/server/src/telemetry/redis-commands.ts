import type { Redis } from 'ioredis';
import { redisCommands } from './event-metrics';

/**
 * Counts every command this client sends and whether it failed (decision 153), including those
 * refused at once while Redis is away: the callers fall back quietly (decision 133), so without this
 * an outage would show only in the logs. The result is read off the command's own promise; the
 * caller's handling of it is unchanged.
 */
export function countRedisCommands(client: Redis): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, stream) => {
    command.promise.then(
      () => redisCommands.inc({ result: 'ok' }),
      () => redisCommands.inc({ result: 'error' }),
    );
    return send(command, stream);
  };
}
