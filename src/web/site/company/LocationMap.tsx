import { useId } from 'react';
import { LineIcon } from '../../components/Icon.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * An original schematic map of the park area, drawn inline: no API key, no third-party tiles,
 * works offline. Streets and landmarks are labelled in the current language.
 */
const INK = '#3d4660';
const FONT = "'Be Vietnam Pro', sans-serif";

export function LocationMap() {
  const { t } = useI18n();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const m = (key: string) => t(`company.location.map.${key}`);
  const road = { fill: '#fff', stroke: '#ddd5c5', strokeWidth: 1.5 } as const;
  const label = {
    className: 'map-label',
    fontFamily: FONT,
    fontSize: 11,
    fontWeight: 700,
    fill: INK,
    textAnchor: 'middle',
  } as const;
  return (
    <svg
      className="location-map__svg"
      viewBox="0 0 480 340"
      width="480"
      height="340"
      role="img"
      aria-labelledby={`map-title-${id} map-desc-${id}`}
    >
      <title id={`map-title-${id}`}>{t('company.location.mapTitle')}</title>
      <desc id={`map-desc-${id}`}>{t('company.location.mapDescription')}</desc>
      <rect width="480" height="340" rx="18" fill="#f6f1e7" />

      {/* City park across Pham Hung Street */}
      <rect x="318" y="76" width="150" height="176" rx="16" fill="#d6ecd0" />
      <g fill="#a9d3a0">
        <circle cx="344" cy="104" r="11" />
        <circle cx="440" cy="112" r="13" />
        <circle cx="356" cy="224" r="12" />
        <circle cx="446" cy="226" r="10" />
        <circle cx="420" cy="178" r="9" />
      </g>
      <path
        d="M330 200c30-20 60 10 96-14"
        stroke="#b9dcb1"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <text {...label} x="393" y="158" fill="#24563f">
        {m('green')}
      </text>

      {/* Roads */}
      <rect {...road} x="-2" y="42" width="281" height="20" />
      <rect {...road} x="54" y="62" width="12" height="206" />
      <rect {...road} x="-2" y="266" width="484" height="32" />
      <rect {...road} x="276" y="-2" width="28" height="344" />
      <path d="M290 0v112M290 230v36M290 298v42" stroke="#ffc94d" strokeWidth="1.5" strokeDasharray="8 7" />

      <text {...label} x="150" y="56">
        {m('meTri')}
      </text>
      <text {...label} x="140" y="286">
        {m('thangLong')}
      </text>
      <text {...label} x="392" y="286">
        {m('tranDuyHung')}
      </text>
      <text {...label} x="0" y="0" transform="translate(294 170) rotate(-90)">
        {m('phamHung')}
      </text>

      {/* KidVenture City */}
      <rect x="92" y="88" width="164" height="156" rx="16" fill="#ffe7dc" stroke="#c8451f" strokeWidth="2" />
      <g opacity="0.9">
        <rect x="108" y="104" width="34" height="22" rx="5" fill="#ffc94d" />
        <rect x="150" y="104" width="44" height="22" rx="5" fill="#f26b3a" />
        <rect x="202" y="104" width="38" height="22" rx="5" fill="#137f74" />
      </g>
      <text
        {...label}
        className="map-label map-label--park"
        x="174"
        y="226"
        fontSize="14"
        fontWeight={700}
        fill="#1e2a4a"
      >
        {m('park')}
      </text>

      {/* Main gate, facing Pham Hung Street */}
      <rect x="249" y="158" width="14" height="30" rx="3" fill="#1e2a4a" />
      <path d="M253 166h6M253 173h6M253 180h6" stroke="#ffc94d" strokeWidth="2" />

      {/* Car park entrance on Me Tri Street */}
      <rect x="204" y="62" width="16" height="26" fill="#ece6d8" />
      <rect x="200" y="64" width="24" height="22" rx="6" fill="#2d6fb7" />
      <text x="212" y="80" fontFamily={FONT} fontSize="14" fontWeight={700} fill="#fff" textAnchor="middle">
        P
      </text>

      {/* Bus stop in front of the gate */}
      <rect x="262" y="196" width="22" height="22" rx="6" fill="#137f74" />
      <path
        d="M267 201h12v9h-12zM267 206h12M269 213v1.5M277 213v1.5"
        stroke="#fff"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />

      {/* Pin */}
      <ellipse cx="174" cy="194" rx="12" ry="4" fill="#1e2a4a" opacity="0.18" />
      <path
        d="M174 194s-22-20-22-36a22 22 0 0144 0c0 16-22 36-22 36z"
        fill="#c8451f"
        stroke="#fff"
        strokeWidth="2.5"
      />
      <circle cx="174" cy="157" r="8" fill="#fff" />

      {/* North arrow */}
      <g transform="translate(452 34)">
        <circle r="16" fill="#fff" stroke="#ddd5c5" />
        <path d="M0-11l6 13H-6z" fill="#c8451f" />
        <text y="11" fontFamily={FONT} fontSize="9" fontWeight={700} fill={INK} textAnchor="middle">
          {m('north')}
        </text>
      </g>
    </svg>
  );
}

/** Small map keys and the pictograms of the 'Getting here' cards. */
export function MapKey({ name }: { name: 'pin' | 'gate' | 'bus' | 'parking' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="map-key">
      {name === 'pin' && (
        <>
          <path d="M12 22s-8-7.5-8-13a8 8 0 0116 0c0 5.5-8 13-8 13z" fill="#c8451f" />
          <circle cx="12" cy="9" r="3" fill="#fff" />
        </>
      )}
      {name === 'gate' && (
        <>
          <rect x="7" y="2" width="10" height="20" rx="2" fill="#1e2a4a" />
          <path d="M10 7h4M10 12h4M10 17h4" stroke="#ffc94d" strokeWidth="2" />
        </>
      )}
      {name === 'bus' && (
        <>
          <rect x="1" y="1" width="22" height="22" rx="6" fill="#137f74" />
          <path d="M6 6h12v9H6zM6 11h12M8 18v1.5M16 18v1.5" stroke="#fff" strokeWidth="1.8" fill="none" />
        </>
      )}
      {name === 'parking' && (
        <>
          <rect x="1" y="1" width="22" height="22" rx="6" fill="#2d6fb7" />
          <path d="M9 18V6h4.5a3.5 3.5 0 010 7H9" stroke="#fff" strokeWidth="2.4" fill="none" />
        </>
      )}
    </svg>
  );
}

const TRAVEL_ICONS = {
  bus: 'M5 17V6a3 3 0 013-3h8a3 3 0 013 3v11zM5 11h14M7 17v3M17 17v3M8 14h.01M16 14h.01',
  car: 'M4 16v-4l2-5a2 2 0 012-1.3h8A2 2 0 0118 7l2 5v4zM4 12h16M6 16v2.5M18 16v2.5M7.5 14h.01M16.5 14h.01',
  airport:
    'M12 3c.9 0 1.4 1 1.4 2v4.8l6.6 3.8V16l-6.6-2v4l2.1 1.6V21L12 20l-3.5 1v-1.4l2.1-1.6v-4L4 16v-2.4l6.6-3.8V5c0-1 .5-2 1.4-2z',
} as const;

export function TravelIcon({ name }: { name: keyof typeof TRAVEL_ICONS }) {
  return <LineIcon d={TRAVEL_ICONS[name]} size={28} />;
}
