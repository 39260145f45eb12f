import { MAX_ID } from '../../common/schemas/list.ts';
import { notFound } from '../errors.ts';

/** Record ids in paths are positive integers; anything else is simply not found. */
export function idParam(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}
