import type { SessionRecord } from '../session/session.js';

/** What the proxy's middleware hands its routes: the request id, the loaded session, the read body. */
export type ProxyEnv = { Variables: { requestId: string; session: SessionRecord; body: unknown } };
