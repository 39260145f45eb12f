import { ADMIN_SECTION_KEYS, type AdminSectionKey } from '../../../common/admin-paths.ts';
import { can, MENUS, type Menu, menuOf } from '../../../common/permissions.ts';
import { SECTIONS } from '../sections/index.ts';

/** The admin menus a user may open: sections they can read, grouped by menu (spec 6). */
export function menusFor(settings: readonly string[]): { menu: Menu; sections: AdminSectionKey[] }[] {
  return MENUS.map((menu) => ({
    menu,
    sections: ADMIN_SECTION_KEYS.filter((key) => {
      const page = SECTIONS[key].page;
      return menuOf(page) === menu && can(settings, 'r', page);
    }),
  })).filter((group) => group.sections.length > 0);
}
