import type { FavoriteType } from '../../schemas/favorite';

interface ProgramEntity {
  readonly internal_type: 'session' | 'abstract' | 'program';
  readonly session_id: number;
  readonly ab_id?: number | undefined;
  readonly program_id?: number | undefined;
}

/** How a program item is saved and rated: its kind and the id of that kind (session_id, ab_id, program_id). */
export function entityOf(item: ProgramEntity): {
  type: FavoriteType & ('session' | 'abstract' | 'program');
  id: string;
} {
  if (item.internal_type === 'abstract' && item.ab_id !== undefined)
    return { type: 'abstract', id: String(item.ab_id) };
  if (item.internal_type === 'program' && item.program_id !== undefined)
    return { type: 'program', id: String(item.program_id) };
  return { type: 'session', id: String(item.session_id) };
}
