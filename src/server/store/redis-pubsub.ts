import { bounded, type RedisClient } from './redis-connection.js';

type Listener = (message: string) => void;

interface Channel {
  listeners: Set<Listener>;
  /** The SUBSCRIBE of this channel, shared by every listener that joins while it runs. */
  subscribed: Promise<void> | undefined;
  dispatch: (message: string) => void;
}

/**
 * Fans one Redis SUBSCRIBE per channel out to any number of local listeners, on a
 * dedicated subscriber connection. Listeners are tracked here, not in the client: an
 * unsubscribe takes effect locally at once even while Redis is away (the client would
 * otherwise keep the listener and resubscribe it on reconnect); channels left without
 * listeners are unsubscribed from Redis as soon as it answers again.
 */
export function createChannelFanOut(subscriber: RedisClient, timeoutMs: number) {
  const channels = new Map<string, Channel>();
  /** Channels whose UNSUBSCRIBE failed while Redis was away. */
  const stale = new Set<string>();

  const release = async (name: string, channel: Channel): Promise<void> => {
    if (channel.listeners.size > 0 || channels.get(name) !== channel) return;
    channels.delete(name);
    try {
      await bounded('unsubscribe', timeoutMs, () => subscriber.unsubscribe(name, channel.dispatch));
    } catch {
      stale.add(name);
    }
  };

  // The client resubscribes every channel it knows on reconnect, stale ones included.
  subscriber.on('ready', () => {
    for (const name of stale) {
      if (channels.has(name)) continue;
      stale.delete(name);
      subscriber.unsubscribe(name).catch(() => stale.add(name));
    }
  });

  return {
    async subscribe(name: string, listener: Listener): Promise<() => Promise<void>> {
      let channel = channels.get(name);
      if (!channel) {
        const listeners = new Set<Listener>();
        const dispatch = (message: string) => {
          // Copy first: a listener may unsubscribe while we iterate.
          for (const each of [...listeners]) {
            try {
              each(message);
            } catch {
              // One broken subscriber must not stop the others.
            }
          }
        };
        channel = { listeners, subscribed: undefined, dispatch };
        channels.set(name, channel);
      }
      const own = channel;
      // A distinct function per call: the same listener subscribed twice unsubscribes twice.
      const entry: Listener = (message) => listener(message);
      own.listeners.add(entry);
      try {
        own.subscribed ??= bounded('subscribe', timeoutMs, () => subscriber.subscribe(name, own.dispatch));
        await own.subscribed;
      } catch (error) {
        own.subscribed = undefined;
        own.listeners.delete(entry);
        await release(name, own);
        throw error;
      }
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        own.listeners.delete(entry);
        await release(name, own);
      };
    },
  };
}
