import { useId } from 'react';

/**
 * Original portrait illustrations of the (fictional) colleagues on the People page: a friendly face
 * built from a few shapes, varied by skin, hair, clothes and one accessory.
 */
export interface AvatarLook {
  bg: string;
  skin: string;
  hair: string;
  hairStyle: 'short' | 'bun' | 'long' | 'bob' | 'cap' | 'helmet';
  shirt: string;
  accent: string;
  extra?: 'headset' | 'glasses' | 'lanyard' | 'vest' | 'badge' | 'pencil';
}

export const AVATARS: AvatarLook[] = [
  {
    bg: '#ffe7dc',
    skin: '#f2c6a0',
    hair: '#2b1d16',
    hairStyle: 'helmet',
    shirt: '#c8451f',
    accent: '#ffc94d',
    extra: 'headset',
  },
  {
    bg: '#dff3ef',
    skin: '#d9a577',
    hair: '#1b1b1f',
    hairStyle: 'cap',
    shirt: '#1e2a4a',
    accent: '#137f74',
    extra: 'badge',
  },
  {
    bg: '#efe6f8',
    skin: '#f0c9a8',
    hair: '#3a2418',
    hairStyle: 'long',
    shirt: '#6b3fa0',
    accent: '#ffc94d',
    extra: 'glasses',
  },
  {
    bg: '#fff4d6',
    skin: '#e8b58c',
    hair: '#24170f',
    hairStyle: 'bob',
    shirt: '#137f74',
    accent: '#ffc94d',
    extra: 'lanyard',
  },
  {
    bg: '#e3eefa',
    skin: '#c98f63',
    hair: '#141414',
    hairStyle: 'short',
    shirt: '#f26b3a',
    accent: '#ffc94d',
    extra: 'vest',
  },
  {
    bg: '#ffe7dc',
    skin: '#f5d0b0',
    hair: '#4a2c1d',
    hairStyle: 'bun',
    shirt: '#2d6fb7',
    accent: '#ffc94d',
    extra: 'pencil',
  },
];

function HairBack({ look }: { look: AvatarLook }) {
  if (look.hairStyle === 'long')
    return <path d="M46 124V70c0-23 15-37 34-37s34 14 34 37v54z" fill={look.hair} />;
  if (look.hairStyle === 'bob')
    return <path d="M47 98V68c0-21 14-34 33-34s33 13 33 34v30z" fill={look.hair} />;
  if (look.hairStyle === 'bun') return <circle cx="80" cy="34" r="12" fill={look.hair} />;
  return null;
}

function HairFront({ look }: { look: AvatarLook }) {
  switch (look.hairStyle) {
    case 'short':
      return (
        <path d="M51 70c-2-22 11-36 29-36s31 13 29 34c-6-9-15-14-27-15-6 7-18 12-31 17z" fill={look.hair} />
      );
    case 'bun':
      return (
        <path d="M51 70c0-21 13-33 29-33s29 12 29 33c-10-2-21-8-27-17-5 9-17 15-31 17z" fill={look.hair} />
      );
    case 'long':
      return (
        <path d="M51 68c3-17 14-26 29-26s26 9 29 26c-13-1-24-7-29-15-5 8-16 14-29 15z" fill={look.hair} />
      );
    case 'bob':
      return <path d="M50 68c1-19 14-29 30-29s29 10 30 29H86l-4-11-4 11z" fill={look.hair} />;
    case 'cap':
      return (
        <>
          <path d="M52 70c0-6 2-10 4-12h48c2 2 4 6 4 12z" fill={look.hair} />
          <path d="M51 60c0-17 13-27 29-27s29 10 29 27z" fill={look.accent} />
          <path d="M80 60h34c4 0 6 4 3 6H80z" fill={look.accent} />
          <circle cx="80" cy="34" r="3" fill={look.shirt} />
        </>
      );
    case 'helmet':
      return (
        <>
          <path d="M52 68c0-5 1-8 3-10h50c2 2 3 5 3 10z" fill={look.hair} />
          <path d="M48 60c0-19 14-30 32-30s32 11 32 30z" fill={look.shirt} />
          <rect x="42" y="56" width="76" height="8" rx="4" fill={look.shirt} />
          <path d="M73 36h14l-2 14H75z" fill={look.accent} />
        </>
      );
  }
}

function Extra({ look }: { look: AvatarLook }) {
  switch (look.extra) {
    case 'headset':
      return (
        <g fill="none" stroke="#1e2a4a" strokeWidth="3" strokeLinecap="round">
          <path d="M52 78c0 10 8 16 18 16" />
          <circle cx="72" cy="94" r="2.5" fill="#1e2a4a" />
        </g>
      );
    case 'glasses':
      return (
        <g fill="none" stroke="#1e2a4a" strokeWidth="2.5">
          <circle cx="70" cy="74" r="7" />
          <circle cx="90" cy="74" r="7" />
          <path d="M77 74h6" />
        </g>
      );
    case 'lanyard':
      return (
        <>
          <path d="M66 110l14 20 14-20" fill="none" stroke={look.accent} strokeWidth="4" />
          <rect x="73" y="128" width="14" height="18" rx="3" fill="#fff" />
        </>
      );
    case 'vest':
      return (
        <>
          <path d="M46 160l6-38 14-8 14 20 14-20 14 8 6 38z" fill="#ffc94d" />
          <path d="M50 140h22M88 140h22" stroke="#fff" strokeWidth="4" />
        </>
      );
    case 'badge':
      return (
        <>
          <rect x="92" y="126" width="16" height="10" rx="2" fill={look.accent} />
          <path d="M70 112l10 10 10-10" fill="none" stroke="#fff" strokeWidth="3" />
        </>
      );
    case 'pencil':
      return (
        <>
          <path d="M70 112l10 8 10-8" fill="none" stroke="#fff" strokeWidth="3" />
          <rect
            x="96"
            y="122"
            width="5"
            height="20"
            rx="1.5"
            fill={look.accent}
            transform="rotate(12 98 132)"
          />
        </>
      );
    default:
      return null;
  }
}

/** A round portrait; decorative, because the name is always printed next to it. */
export function Avatar({ look, size = 120 }: { look: AvatarLook; size?: number }) {
  const clip = useId();
  return (
    <svg
      className="career-avatar"
      viewBox="0 0 160 160"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={clip}>
          <circle cx="80" cy="80" r="80" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="160" height="160" fill={look.bg} />
        <circle cx="132" cy="30" r="14" fill={look.accent} opacity=".55" />
        <HairBack look={look} />
        <path d="M26 164c0-34 24-54 54-54s54 20 54 54z" fill={look.shirt} />
        <path d="M70 94h20v18c0 6-20 6-20 0z" fill={look.skin} />
        <path d="M70 102c6 3 14 3 20 0" stroke="#000" strokeOpacity=".12" strokeWidth="4" fill="none" />
        <ellipse cx="80" cy="72" rx="28" ry="31" fill={look.skin} />
        <ellipse cx="52" cy="76" rx="5" ry="7" fill={look.skin} />
        <ellipse cx="108" cy="76" rx="5" ry="7" fill={look.skin} />
        <HairFront look={look} />
        <circle cx="70" cy="75" r="3.2" fill="#1e2a4a" />
        <circle cx="90" cy="75" r="3.2" fill="#1e2a4a" />
        <path
          d="M66 67q4-3 8 0M86 67q4-3 8 0"
          stroke={look.hair}
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="63" cy="86" r="5" fill="#f26b3a" opacity=".22" />
        <circle cx="97" cy="86" r="5" fill="#f26b3a" opacity=".22" />
        <path d="M72 88q8 7 16 0" stroke="#8a3a22" strokeWidth="3" fill="none" strokeLinecap="round" />
        <Extra look={look} />
      </g>
    </svg>
  );
}

/** The People page's intro picture: the team together under the park's roofline. */
export function TeamArt() {
  return (
    <div className="career-team-art" aria-hidden="true">
      <svg
        className="career-team-art__scene"
        viewBox="0 0 480 360"
        width="480"
        height="360"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="0" y="40" width="480" height="320" rx="40" fill="#dff3ef" />
        <rect x="40" y="150" width="80" height="150" rx="10" fill="#ffc94d" />
        <rect x="140" y="100" width="100" height="200" rx="10" fill="#f26b3a" />
        <path d="M140 112 190 60l50 52z" fill="#c8451f" />
        <rect x="260" y="130" width="90" height="170" rx="10" fill="#137f74" />
        <rect x="370" y="170" width="70" height="130" rx="10" fill="#6b3fa0" />
        <g fill="#fff" opacity=".9">
          <rect x="58" y="175" width="44" height="18" rx="4" />
          <rect x="162" y="130" width="22" height="26" rx="4" />
          <rect x="196" y="130" width="22" height="26" rx="4" />
          <rect x="278" y="155" width="54" height="18" rx="4" />
          <rect x="385" y="195" width="40" height="16" rx="4" />
        </g>
        <circle cx="410" cy="90" r="22" fill="#ffc94d" />
        <path d="M70 84l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#fff" />
        <rect x="0" y="300" width="480" height="60" fill="#137f74" opacity=".18" />
      </svg>
      <ul className="career-team-art__faces">
        {[0, 3, 1, 5, 4].map((i) => (
          <li key={i}>
            <Avatar look={AVATARS[i]!} size={96} />
          </li>
        ))}
      </ul>
    </div>
  );
}
