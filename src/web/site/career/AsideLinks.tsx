import { Icon } from '../../components/Icon.tsx';

/** The 'go on to' links at the foot of a career sidebar (jobs, FAQs, HR pages). */
export function AsideLinks({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <ul className="career-aside__links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>
            {link.label} <Icon name="arrow" size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
