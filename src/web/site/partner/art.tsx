import type { PartnerTypeCd } from '../../../common/codes.ts';
import { LineIcon } from '../../components/Icon.tsx';

/** Original illustrations of the partner pages. All decorative: hidden from assistive technology. */

/** Two hands of building blocks meeting over a small park skyline. */
export function PartnersArt() {
  return (
    <svg className="partners-art" viewBox="0 0 240 180" width="240" height="180" aria-hidden="true">
      <circle cx="120" cy="92" r="78" fill="#f1e9fa" />
      <circle cx="196" cy="34" r="14" fill="#ffc94d" />
      <rect x="58" y="88" width="30" height="52" rx="6" fill="#137f74" />
      <rect x="94" y="60" width="52" height="80" rx="8" fill="#f26b3a" />
      <path d="M94 70l26-30 26 30z" fill="#c8451f" />
      <rect x="152" y="80" width="32" height="60" rx="6" fill="#2d6fb7" />
      <g fill="#fff">
        <rect x="104" y="76" width="12" height="14" rx="3" />
        <rect x="124" y="76" width="12" height="14" rx="3" />
        <rect x="104" y="100" width="12" height="14" rx="3" />
        <rect x="124" y="100" width="12" height="14" rx="3" />
        <rect x="65" y="100" width="16" height="8" rx="2" />
        <rect x="159" y="94" width="18" height="8" rx="2" />
        <rect x="159" y="110" width="18" height="8" rx="2" />
      </g>
      <rect x="113" y="122" width="14" height="18" rx="3" fill="#1e2a4a" />
      <path d="M30 140h180" stroke="#1e2a4a" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M40 160c14-10 30-10 44 0l12-8c6-4 14-4 20 0M200 160c-14-10-30-10-44 0l-12-8c-6-4-14-4-20 0"
        fill="none"
        stroke="#6b3fa0"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="40" cy="46" r="6" fill="#f26b3a" />
      <path d="M62 30l4 8 8 4-8 4-4 8-4-8-8-4 8-4z" fill="#ffc94d" />
    </svg>
  );
}

/** A paper plane leaving an envelope: the inquiry on its way. */
export function InquiryArt() {
  return (
    <svg className="inquiry-art" viewBox="0 0 200 140" width="200" height="140" aria-hidden="true">
      <circle cx="92" cy="78" r="56" fill="#fff4d6" />
      <rect x="34" y="62" width="104" height="66" rx="10" fill="#fff" stroke="#1e2a4a" strokeWidth="4" />
      <path d="M38 68l48 36 48-36" fill="none" stroke="#1e2a4a" strokeWidth="4" strokeLinejoin="round" />
      <path d="M40 124l34-26M132 124l-34-26" stroke="#1e2a4a" strokeWidth="4" strokeLinecap="round" />
      <path d="M118 40l70-30-26 66-14-22z" fill="#f26b3a" />
      <path d="M148 54l40-44-54 36z" fill="#c8451f" />
      <path
        d="M116 46c-18 4-30 10-40 20"
        fill="none"
        stroke="#6b3fa0"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 8"
      />
      <circle cx="24" cy="34" r="8" fill="#137f74" />
      <path d="M60 16l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#ffc94d" />
    </svg>
  );
}

const TYPE_ICONS: Record<PartnerTypeCd, string> = {
  /* a public building with columns */
  '10': 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  /* a heart with a cross: health and care */
  '20': 'M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10zM12 9v5M9.5 11.5h5',
  /* a bowl with steam */
  '30': 'M4 12h16a8 8 0 01-16 0zM9 8c0-1.5 1-1.5 1-3M14 8c0-1.5 1-1.5 1-3M8 20h8',
  /* a screen with a play button */
  '40': 'M3 5h18v12H3zM10 8.5v5l4.5-2.5zM8 21h8',
  /* a parcel box */
  '50': 'M3 8l9-4 9 4v9l-9 4-9-4zM3 8l9 4 9-4M12 12v9M7.5 6l9 4',
};

/** The line icon of a partner sector, in the style of the site's Icon set. */
export function TypeIcon({ typeCd }: { typeCd: PartnerTypeCd }) {
  return (
    <LineIcon d={TYPE_ICONS[typeCd]} size={28} className="icon partners-group__icon" strokeWidth={1.8} />
  );
}
