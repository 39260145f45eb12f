import type { Insertable } from 'kysely';
import type { ApplicationTable } from '../db/schema.ts';

/**
 * An application row as stored, for tests and the bench that write many at once: applicant
 * `i` for `jobNo` in `statusCd`, arrived at `createDt`, from `source`; no CV, no consent version.
 */
export function storedApplication({
  i,
  jobNo,
  statusCd,
  source,
  createDt,
  isLive = true,
}: {
  i: number;
  jobNo: number;
  statusCd: string;
  source: string;
  createDt: string;
  isLive?: boolean;
}): Insertable<ApplicationTable> {
  return {
    jobNo,
    jobTitle: `Job ${jobNo}`,
    statusCd,
    name: `Applicant ${i}`,
    email: `applicant${i}@example.com`,
    phone: '0912345678',
    coverLetter: '',
    note: '',
    fileUrl: '',
    fileName: '',
    policyChecked: 'Y',
    ipaddress: '192.0.2.1',
    consentVersion: null,
    consentAt: null,
    applicantSearch: `applicant ${i}`,
    source,
    statusTokenHash: null,
    statusTokenSealed: null,
    localeCd: 'EN',
    useYn: 'Y',
    delYn: isLive ? 'N' : 'Y',
    createId: null,
    createDt,
    modifyId: null,
    modifyDt: null,
  };
}
