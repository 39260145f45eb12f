/**
 * Where the server reads the time that public visibility is judged at (decision 035): the real
 * time, unless the API tests start a server with a clock of their own (`AppDeps.now`), so that a
 * schedule's minute can be reached without waiting for it and without fake timers.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
