import { useId } from 'react';

/** Original art of the company pages: brand mark, value and zone icons, clear-space diagram. */

const C = {
  red: '#c8451f',
  coral: '#f26b3a',
  sun: '#ffc94d',
  teal: '#137f74',
  navy: '#1e2a4a',
};

/** Safe for url(#…) references, whatever characters React puts into useId(). */
const useSvgId = (prefix: string) => `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

const K_PATH = 'M12 10v20M12 21l10-11M15 18l9 12';

/**
 * The logo as on the CI tab, drawn like src/web/components/Logo.tsx (badge, K, dream dot,
 * wordmark). 'white' is the one-colour version: the K and the dot are cut out of the badge.
 */
export function BrandMark({ tone = 'color', label }: { tone?: 'color' | 'white'; label: string }) {
  const maskId = useSvgId('cut');
  const white = tone === 'white';
  return (
    <svg className="brand-mark" viewBox="0 0 164 40" width="328" height="80" role="img" aria-label={label}>
      {white ? (
        <>
          <mask id={maskId}>
            <rect width="40" height="40" fill="#fff" />
            <path d={K_PATH} stroke="#000" strokeWidth="4" strokeLinecap="round" fill="none" />
            <circle cx="30" cy="11" r="3.5" fill="#000" />
          </mask>
          <rect width="40" height="40" rx="12" fill="#fff" mask={`url(#${maskId})`} />
        </>
      ) : (
        <>
          <rect width="40" height="40" rx="12" fill={C.red} />
          <path d={K_PATH} stroke="#fff" strokeWidth="4" strokeLinecap="round" fill="none" />
          <circle cx="30" cy="11" r="3.5" fill={C.sun} />
        </>
      )}
      <text
        x="50"
        y="27"
        fontFamily="'Be Vietnam Pro', sans-serif"
        fontSize="20"
        fontWeight="700"
        fill={white ? '#fff' : C.navy}
      >
        Kid<tspan fill={white ? '#fff' : C.red}>Venture</tspan>
      </text>
    </svg>
  );
}

/** The badge alone, large, with numbered call-outs for the 'meaning' list. */
export function MarkAnatomy() {
  return (
    <svg className="ci-anatomy" viewBox="0 0 200 160" width="300" height="240" aria-hidden="true">
      <rect x="40" y="20" width="120" height="120" rx="36" fill={C.red} />
      <path
        d="M76 50v60M76 83l30-33M85 74l27 36"
        stroke="#fff"
        strokeWidth="12"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="130" cy="53" r="10.5" fill={C.sun} />
      <g fontFamily="'Be Vietnam Pro', sans-serif" fontSize="13" fontWeight="700" textAnchor="middle">
        {[
          { n: 1, x: 22, y: 132, to: 'M30 126l14-8' },
          { n: 2, x: 22, y: 62, to: 'M30 66l40 14' },
          { n: 3, x: 180, y: 30, to: 'M172 34l-32 12' },
        ].map(({ n, x, y, to }) => (
          <g key={n}>
            <path d={to} stroke={C.navy} strokeWidth="1.5" strokeDasharray="3 3" fill="none" />
            <circle cx={x} cy={y - 4} r="11" fill={C.navy} />
            <text x={x} y={y + 0.5} fill="#fff">
              {n}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}

/** The logo inside its clear-space frame: X on every side, X = half the badge height. */
export function ClearSpaceDiagram({ label }: { label: string }) {
  return (
    <svg className="ci-clear" viewBox="0 0 244 120" width="488" height="240" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="243" height="119" rx="6" fill="#fff8f1" stroke="#e3c9b8" />
      <rect
        x="20"
        y="20"
        width="204"
        height="80"
        fill="#fff"
        stroke={C.coral}
        strokeWidth="1"
        strokeDasharray="4 3"
      />
      <g transform="translate(40 40)">
        <rect width="40" height="40" rx="12" fill={C.red} />
        <path d={K_PATH} stroke="#fff" strokeWidth="4" strokeLinecap="round" fill="none" />
        <circle cx="30" cy="11" r="3.5" fill={C.sun} />
        <text
          x="50"
          y="27"
          fontFamily="'Be Vietnam Pro', sans-serif"
          fontSize="20"
          fontWeight="700"
          fill={C.navy}
        >
          Kid<tspan fill={C.red}>Venture</tspan>
        </text>
      </g>
      <g fill={C.teal} opacity="0.16">
        <rect x="20" y="20" width="204" height="20" />
        <rect x="20" y="80" width="204" height="20" />
        <rect x="20" y="40" width="20" height="40" />
        <rect x="204" y="40" width="20" height="40" />
      </g>
      <g
        fontFamily="'Be Vietnam Pro', sans-serif"
        fontSize="10"
        fontWeight="700"
        fill={C.teal}
        textAnchor="middle"
      >
        <text x="30" y="63.5">
          X
        </text>
        <text x="214" y="63.5">
          X
        </text>
        <text x="122" y="33.5">
          X
        </text>
        <text x="122" y="93.5">
          X
        </text>
      </g>
      <path d="M40 84v3h40v-3" stroke={C.navy} strokeWidth="1" fill="none" />
      <text
        x="60"
        y="96"
        fontFamily="'Be Vietnam Pro', sans-serif"
        fontSize="8"
        fontWeight="700"
        fill={C.navy}
        textAnchor="middle"
      >
        2X
      </text>
    </svg>
  );
}

export type ValueKey = 'curiosity' | 'safety' | 'respect' | 'creativity' | 'togetherness';

/** Small icons for the core values on the mission page. */
export function ValueIcon({ name }: { name: ValueKey }) {
  return (
    <svg className="value-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
      {name === 'curiosity' && (
        <>
          <circle cx="21" cy="21" r="11" fill="#dff3ef" stroke={C.teal} strokeWidth="4" />
          <path d="M29 29l9 9" stroke={C.navy} strokeWidth="5" strokeLinecap="round" />
          <path d="M38 5l1.8 4.2L44 11l-4.2 1.8L38 17l-1.8-4.2L32 11l4.2-1.8z" fill={C.sun} />
          <path d="M17 18a5 5 0 015-4" stroke={C.teal} strokeWidth="2.5" strokeLinecap="round" fill="none" />
        </>
      )}
      {name === 'safety' && (
        <>
          <path d="M24 4l16 6v11c0 11-7 19-16 23C15 40 8 32 8 21V10z" fill={C.red} />
          <path
            d="M16 24l6 6 11-12"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </>
      )}
      {name === 'respect' && (
        <>
          <path
            d="M24 41S7 31 7 18.5C7 12.7 11.3 9 16 9c3.6 0 6.4 2 8 5 1.6-3 4.4-5 8-5 4.7 0 9 3.7 9 9.5C41 31 24 41 24 41z"
            fill={C.coral}
          />
          <circle cx="17" cy="18" r="3" fill="#fff" opacity="0.7" />
        </>
      )}
      {name === 'creativity' && (
        <>
          <path
            d="M24 8a12 12 0 00-7 21.7V34h14v-4.3A12 12 0 0024 8z"
            fill={C.sun}
            stroke="#e0a81e"
            strokeWidth="1.5"
          />
          <rect x="18" y="36" width="12" height="4" rx="2" fill={C.navy} />
          <rect x="20" y="41" width="8" height="3" rx="1.5" fill={C.navy} />
          <path
            d="M24 2v2M8 20H5M43 20h-3M11 9l2 2M37 9l-2 2"
            stroke={C.coral}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d="M21 28l3-8 3 8" stroke="#b5770a" strokeWidth="2" fill="none" strokeLinejoin="round" />
        </>
      )}
      {name === 'togetherness' && (
        <>
          <circle cx="12" cy="18" r="5.5" fill={C.teal} />
          <circle cx="36" cy="18" r="5.5" fill={C.sun} />
          <circle cx="24" cy="14" r="6.5" fill={C.red} />
          <path d="M3 38c0-7 4-11 9-11s9 4 9 11z" fill={C.teal} />
          <path d="M27 38c0-7 4-11 9-11s9 4 9 11z" fill={C.sun} />
          <path d="M13 40c0-9 5-15 11-15s11 6 11 15z" fill={C.red} />
        </>
      )}
    </svg>
  );
}

export type ZoneKey = 'civic' | 'health' | 'media' | 'food' | 'business' | 'transport';

/** Pictograms of the six zones of KidVenture City Hanoi, white on the zone colour. */
export function ZoneIcon({ name }: { name: ZoneKey }) {
  const s = {
    stroke: '#fff',
    strokeWidth: 2.4,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    fill: 'none',
  } as const;
  return (
    <svg className="zone-icon" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      {name === 'civic' && <path {...s} d="M5 13l11-7 11 7M7 13v11M13 13v11M19 13v11M25 13v11M4 27h24" />}
      {name === 'health' && <path {...s} d="M13 5h6v8h8v6h-8v8h-6v-8H5v-6h8z" />}
      {name === 'media' && (
        <>
          <rect {...s} x="4" y="9" width="18" height="14" rx="3" />
          <path {...s} d="M22 14l6-4v12l-6-4" />
        </>
      )}
      {name === 'food' && (
        <path {...s} d="M4 16h24a12 10 0 01-24 0zM12 11c0-2 2-2 2-4M18 11c0-2 2-2 2-4M10 27h12" />
      )}
      {name === 'business' && (
        <>
          <ellipse {...s} cx="16" cy="9" rx="9" ry="4" />
          <path {...s} d="M7 9v6c0 2.2 4 4 9 4s9-1.8 9-4V9M7 15v6c0 2.2 4 4 9 4s9-1.8 9-4v-6" />
        </>
      )}
      {name === 'transport' && (
        <path
          {...s}
          d="M16 4c1.4 0 2 1.5 2 3v6l9 5v3l-9-2.5V24l3 2.5V28l-5-1.5-5 1.5v-1.5l3-2.5v-5.5L5 21v-3l9-5V7c0-1.5.6-3 2-3z"
        />
      )}
    </svg>
  );
}
