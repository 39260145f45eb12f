/** The HR page's growth-path picture: steps climbing to a flag, a little figure on the way up. */
export function GrowthArt() {
  return (
    <svg
      className="career-growth-art"
      viewBox="0 0 360 220"
      width="360"
      height="220"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="300" cy="46" r="26" fill="#ffc94d" />
      <g fill="#ffffff" opacity=".9">
        <ellipse cx="80" cy="40" rx="34" ry="12" />
        <ellipse cx="104" cy="32" rx="22" ry="12" />
      </g>
      <rect x="20" y="170" width="70" height="40" rx="8" fill="#ffc94d" />
      <rect x="100" y="140" width="70" height="70" rx="8" fill="#f26b3a" />
      <rect x="180" y="108" width="70" height="102" rx="8" fill="#137f74" />
      <rect x="260" y="76" width="70" height="134" rx="8" fill="#6b3fa0" />
      <g fill="#fff" fontFamily="inherit" fontSize="22" fontWeight="700" textAnchor="middle">
        <text x="55" y="198">
          1
        </text>
        <text x="135" y="183">
          2
        </text>
        <text x="215" y="167">
          3
        </text>
        <text x="295" y="151">
          4
        </text>
      </g>
      <path d="M295 76V30" stroke="#1e2a4a" strokeWidth="4" strokeLinecap="round" />
      <path d="M297 30h34l-8 10 8 10h-34z" fill="#c8451f" />
      <g>
        <path d="M209 94v13M221 94v13" stroke="#1e2a4a" strokeWidth="5" strokeLinecap="round" />
        <circle cx="215" cy="58" r="11" fill="#e8b58c" />
        <path d="M206 54c2-8 16-9 19 0z" fill="#24170f" />
        <path d="M203 96l4-24h16l4 24z" fill="#c8451f" />
        <path d="M207 76l-10 8M223 76l10-10" stroke="#e8b58c" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}
