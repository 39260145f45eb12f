import { describe, expect, it } from 'vitest';
import {
  ALL,
  ALL_PERMISSIONS,
  can,
  canUploadImages,
  describeSettings,
  isPermissionString,
  isUserPermission,
  joinSettings,
  menuOf,
  pageName,
  parseSettings,
} from './permissions.ts';

describe('can', () => {
  it('grants every action on every page to 0ALL', () => {
    for (const action of ['r', 'a', 'e', 'd'] as const) {
      expect(can([ALL], action, 'MainBanner')).toBe(true);
      expect(can([ALL], action, 'UserHistory')).toBe(true);
    }
  });

  it('grants exactly the action and page a specific string names', () => {
    const settings = ['rBoardNews', 'eQnAQnA', 'dUserIP'];
    expect(can(settings, 'r', 'BoardNews')).toBe(true);
    expect(can(settings, 'e', 'QnAQnA')).toBe(true);
    expect(can(settings, 'd', 'UserIP')).toBe(true);
    expect(can(settings, 'a', 'BoardNews')).toBe(false);
    expect(can(settings, 'r', 'BoardFAQ')).toBe(false);
    expect(can(settings, 'r', 'QnAQnA')).toBe(false);
    expect(can([], 'r', 'MainBanner')).toBe(false);
  });

  it('does not match strings that only look similar', () => {
    expect(can(['rboardnews', 'ALL', '0all'], 'r', 'BoardNews')).toBe(false);
  });
});

describe('ALL_PERMISSIONS', () => {
  it("holds the 57 distinct strings: 4 actions on the spec's 10 pages and Events, r/e/d on Applications and Privacy, p on the 7 pages staff write", () => {
    expect(ALL_PERMISSIONS).toHaveLength(57);
    expect(new Set(ALL_PERMISSIONS).size).toBe(57);
    expect(ALL_PERMISSIONS.filter((p) => p.startsWith('p'))).toEqual([
      'pMainBanner',
      'pBoardRecruit',
      'pBoardFAQ',
      'pBoardNews',
      'pBoardVideo',
      'pBoardPartner',
      'pBoardEvent',
    ]);
    expect(isPermissionString('pBoardApplication')).toBe(false);
    expect(isPermissionString('pUserAuthority')).toBe(false);
    expect(ALL_PERMISSIONS).not.toContain('aBoardApplication');
    expect(isPermissionString('aBoardApplication')).toBe(false);
    expect(ALL_PERMISSIONS).not.toContain('aUserPrivacy');
    expect(ALL_PERMISSIONS).toEqual(
      expect.arrayContaining([
        'rMainBanner',
        'aBoardRecruit',
        'eQnAQnA',
        'dUserIP',
        'rUserHistory',
        'rBoardApplication',
        'eBoardApplication',
        'dBoardApplication',
        'rUserPrivacy',
        'eUserPrivacy',
        'dUserPrivacy',
        'rBoardEvent',
        'aBoardEvent',
        'eBoardEvent',
        'dBoardEvent',
      ]),
    );
    expect(ALL_PERMISSIONS).not.toContain(ALL);
  });

  it('are the permission strings accepted, with 0ALL', () => {
    expect(isPermissionString(ALL)).toBe(true);
    expect(isPermissionString('aBoardVideo')).toBe(true);
    expect(isPermissionString('xBoardVideo')).toBe(false);
    expect(isPermissionString('rBoard')).toBe(false);
    expect(isPermissionString('')).toBe(false);
  });
});

describe('describeSettings', () => {
  it("shows 'ALL' for the all-access setting", () => {
    expect(describeSettings([ALL])).toBe('ALL');
    expect(describeSettings(['rMainBanner', ALL])).toBe('ALL');
  });

  it("shows 'ALL' for more than 40 settings, page names for 40", () => {
    expect(describeSettings(ALL_PERMISSIONS)).toBe('ALL');
    const forty = ALL_PERMISSIONS.filter(
      (p) => !p.endsWith('Application') && !p.endsWith('Privacy') && !p.endsWith('Event'),
    );
    expect(describeSettings([...forty, 'rBoardApplication'])).toBe('ALL');
    expect(describeSettings(forty)).toBe(
      'Banner, Recruit, FAQ, News, Video, Partner, QnA, Authority, IP, History',
    );
  });

  it('does not count publish rights towards the 40 (decision 058)', () => {
    const forty = ALL_PERMISSIONS.filter(
      (p) =>
        !p.endsWith('Application') && !p.endsWith('Privacy') && !p.endsWith('Event') && !p.startsWith('p'),
    );
    expect(forty).toHaveLength(40);
    expect(describeSettings([...forty, 'pBoardNews', 'pMainBanner'])).toBe(
      'Banner, Recruit, FAQ, News, Video, Partner, QnA, Authority, IP, History',
    );
    expect(describeSettings(['pBoardNews'])).toBe('News');
    expect(can(['pBoardNews'], 'p', 'BoardNews')).toBe(true);
    expect(can(['eBoardNews'], 'p', 'BoardNews')).toBe(false);
    expect(can([ALL], 'p', 'BoardEvent')).toBe(true);
  });

  it('otherwise lists each page once, in menu order', () => {
    expect(describeSettings(['dUserIP', 'rMainBanner', 'aMainBanner', 'eBoardNews', 'rBoardRecruit'])).toBe(
      'Banner, Recruit, News, IP',
    );
    expect(describeSettings(['rQnAQnA'])).toBe('QnA');
    expect(describeSettings([])).toBe('');
  });
});

describe('isUserPermission', () => {
  it.each([
    [ALL, true],
    ['rUserAuthority', true],
    ['aUserIP', true],
    ['dUserHistory', true],
    ['rBoardNews', false],
    ['eQnAQnA', false],
    ['xUserIP', false],
  ])('%s → %s', (value, expected) => {
    expect(isUserPermission(value)).toBe(expected);
  });
});

describe('menuOf and pageName', () => {
  it('split a page into its menu and page name', () => {
    expect(menuOf('BoardNews')).toBe('Board');
    expect(pageName('BoardNews')).toBe('News');
    expect(menuOf('QnAQnA')).toBe('QnA');
    expect(pageName('QnAQnA')).toBe('QnA');
    expect(pageName('UserAuthority')).toBe('Authority');
  });
});

describe('stored settings', () => {
  it('split into permissions, empty entries dropped, and join back', () => {
    expect(parseSettings('rMainBanner,aBoardNews')).toEqual(['rMainBanner', 'aBoardNews']);
    expect(parseSettings('rMainBanner,,0ALL,')).toEqual(['rMainBanner', '0ALL']);
    // Taken exactly as stored: a look-alike with a blank is no permission.
    expect(parseSettings(' rMainBanner')).toEqual([' rMainBanner']);
    expect(parseSettings('')).toEqual([]);
    expect(joinSettings(['rMainBanner', 'aBoardNews'])).toBe('rMainBanner,aBoardNews');
  });

  it('let an editor of any Main or Board page upload editor images, and nobody else', () => {
    expect(canUploadImages(['aMainBanner'])).toBe(true);
    expect(canUploadImages(['eBoardVideo'])).toBe(true);
    expect(canUploadImages([ALL])).toBe(true);
    expect(canUploadImages(['rBoardNews', 'dBoardNews'])).toBe(false);
    expect(canUploadImages(['aQnAQnA', 'eUserIP'])).toBe(false);
    expect(canUploadImages([])).toBe(false);
  });
});
