import type { AdminSectionKey } from '../../../common/admin-paths.ts';
import { BOARD_SECTIONS } from './boards.ts';
import type { SectionDef } from './types.ts';
import { USER_SECTIONS } from './users.ts';

/** The ten admin sections: the content types from their declarations, then the user sections. */
export const SECTIONS: Record<AdminSectionKey, SectionDef> = { ...BOARD_SECTIONS, ...USER_SECTIONS };
