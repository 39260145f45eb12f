import { z } from 'zod';
import { YN } from '../../../common/codes.ts';
import { ipCheckSchema, ipSchema } from '../../../common/schemas/admin.ts';
import { VERSION_FIELD } from '../openapi/answers.ts';
import { named } from '../openapi/route-doc.ts';
import { recordDocs } from '../record-docs.ts';

const ipRow = z.object({
  id: z.number().int(),
  ipaddress: z.string().meta({ description: 'Normalised: ::ffff:1.2.3.4 is stored as 1.2.3.4' }),
  memo: z.string(),
  useYn: z.enum(YN),
  createdAt: z.string(),
  version: VERSION_FIELD,
});

export const IP_DOCS = recordDocs({
  tag: 'IP allow-list',
  noun: 'allowed address',
  page: 'UserIP',
  row: named('AllowedAddress', ipRow),
  create: named('AllowedAddressInput', ipSchema),
  update: named('AllowedAddressInput', ipSchema),
  check: named('AddressCheck', ipCheckSchema),
});
