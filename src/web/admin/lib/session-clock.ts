import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from './api.ts';

/** The session's idle window and time left, as the server answers them. */
export interface SessionInfo {
  idleMinutes: number;
  /** Seconds until the session ends unless a request comes first. */
  expiresIn: number;
  /** False when the 8-hour cap, which nothing extends, comes first. */
  canExtend: boolean;
}

export interface SessionWarningState {
  /** When the session ends, on this browser's clock. */
  endsAt: number;
  canExtend: boolean;
}

const SESSION_PATH = '/api/user/session';
const MINUTE = 60_000;
/** The warning comes this long before the end; an active form keeps the session alive this often. */
const leadTime = (idleMs: number) => Math.min(5 * MINUTE, idleMs / 3);
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

interface Clock {
  idleMs: number;
  endsAt: number;
  canExtend: boolean;
}

const toClock = (info: SessionInfo, sentAt: number): Clock => ({
  idleMs: info.idleMinutes * MINUTE,
  endsAt: sentAt + info.expiresIn * 1000,
  canExtend: info.canExtend,
});

/**
 * The admin's view of the server session. It knows the end from /api/user/me and asks again
 * (GET, which does not extend) only when the warning is due or the end has come, so other tabs and
 * ordinary requests that pushed the end back are seen; while a form is open and the editor works
 * (keys, pointer, input), a keep-alive (POST) restarts the idle window before the warning is due.
 */
export function useSessionClock(
  user: { session?: SessionInfo } | null | undefined,
  isEditing: () => boolean,
) {
  const [warning, setWarning] = useState<SessionWarningState | null>(null);
  const clock = useRef<Clock | null>(null);
  const lastActivity = useRef(0);
  const lastKeepAlive = useRef(0);
  const isBusy = useRef(false);

  /** Asks the server (GET reads, POST extends); false when it could not answer. */
  const ask = async (extend: boolean) => {
    isBusy.current = true;
    const sentAt = Date.now();
    try {
      const info = extend
        ? await api.post<SessionInfo>(SESSION_PATH)
        : await api.get<SessionInfo>(SESSION_PATH);
      clock.current = toClock(info, sentAt);
      if (extend) lastKeepAlive.current = sentAt;
      return 'ok';
    } catch (error) {
      return error instanceof ApiError && error.status === 401 ? 'ended' : 'failed';
    } finally {
      isBusy.current = false;
    }
  };

  useEffect(() => {
    setWarning(null);
    if (!user) return;
    const now = Date.now();
    clock.current = user.session ? toClock(user.session, now) : null;
    lastKeepAlive.current = now;
    let isStopped = false;
    let retryAt = 0;
    let warningShown = false;
    const onActivity = () => {
      lastActivity.current = Date.now();
    };

    const step = async (): Promise<'ok' | 'ended' | 'failed' | 'idle'> => {
      const c = clock.current;
      const now = Date.now();
      if (!c) return ask(false);
      const lead = leadTime(c.idleMs);
      const isActive = lastActivity.current > lastKeepAlive.current;
      if (c.canExtend && isEditing() && isActive && now - lastKeepAlive.current >= lead) return ask(true);
      if (now >= c.endsAt) {
        setWarning(null);
        return ask(false);
      }
      if (now < c.endsAt - lead || warningShown) return 'idle';
      const answer = await ask(false);
      const fresh = clock.current;
      if (answer === 'ok' && fresh && Date.now() >= fresh.endsAt - leadTime(fresh.idleMs)) {
        warningShown = true;
        setWarning({ endsAt: fresh.endsAt, canExtend: fresh.canExtend });
      }
      return answer;
    };
    const tick = async () => {
      if (isStopped || isBusy.current || Date.now() < retryAt) return;
      const answer = await step();
      if (isStopped) return;
      // A session that ended stays ended here until someone signs in (a new user object).
      if (answer === 'ended') isStopped = true;
      if (answer === 'failed') retryAt = Date.now() + 15_000;
      const fresh = clock.current;
      if (warningShown && fresh && Date.now() < fresh.endsAt - leadTime(fresh.idleMs)) {
        warningShown = false;
        setWarning(null);
      }
    };
    const timer = window.setInterval(tick, 1000);
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, true);
    return () => {
      isStopped = true;
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, true);
    };
  }, [user]);

  /** "Stay signed in": a keep-alive, and the warning goes. */
  const stay = async () => {
    setWarning(null);
    await ask(true);
  };
  return { warning, stay };
}
