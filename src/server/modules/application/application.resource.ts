import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { resourceOf } from '../content/resource.ts';

/** Job applications: sent by applicants, read, moved on and noted by staff holding Application rights. */
export const applicationResource = resourceOf(CONTENT_TYPES.application);
