/** Original illustrations for the home page's business blocks and park introduction. */
export function ParkArt() {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <rect x="6" y="40" width="30" height="48" rx="6" fill="#ffc94d" />
      <rect x="42" y="22" width="36" height="66" rx="6" fill="#f26b3a" />
      <rect x="84" y="48" width="30" height="40" rx="6" fill="#137f74" />
      <path d="M42 30 60 10l18 20" fill="#c8451f" />
      <g fill="#fff">
        <rect x="50" y="40" width="8" height="10" rx="2" />
        <rect x="62" y="40" width="8" height="10" rx="2" />
        <rect x="50" y="58" width="8" height="10" rx="2" />
        <rect x="62" y="58" width="8" height="10" rx="2" />
        <rect x="13" y="50" width="16" height="8" rx="2" />
        <rect x="91" y="58" width="16" height="8" rx="2" />
      </g>
      <rect x="55" y="74" width="10" height="14" rx="2" fill="#1e2a4a" />
      <circle cx="100" cy="20" r="9" fill="#ffc94d" />
    </svg>
  );
}

export function ConsultArt() {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <rect x="10" y="14" width="100" height="64" rx="10" fill="#dff3ef" />
      <rect x="20" y="26" width="46" height="6" rx="3" fill="#137f74" />
      <rect x="20" y="38" width="34" height="6" rx="3" fill="#137f74" opacity=".5" />
      <path
        d="M24 66l14-12 12 8 18-18"
        stroke="#c8451f"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="88" cy="40" r="12" fill="#ffc94d" />
      <path d="M78 78c0-10 20-10 20 0" fill="#f26b3a" />
      <circle cx="88" cy="62" r="7" fill="#f26b3a" />
    </svg>
  );
}

export function ContentArt() {
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <circle cx="60" cy="42" r="26" fill="#ffc94d" />
      <rect x="50" y="66" width="20" height="14" rx="4" fill="#1e2a4a" />
      <path d="M52 44l8-10 8 10-8 10z" fill="#c8451f" />
      <g stroke="#f26b3a" strokeWidth="4" strokeLinecap="round">
        <path d="M20 42h10M90 42h10M60 4v8M32 14l7 7M88 14l-7 7" />
      </g>
      <rect x="8" y="70" width="26" height="18" rx="4" fill="#137f74" />
      <rect x="86" y="70" width="26" height="18" rx="4" fill="#6b3fa0" />
    </svg>
  );
}
