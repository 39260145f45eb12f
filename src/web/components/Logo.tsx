/** The KidVenture mark: a rounded badge with a path that climbs like a child's dream. Original art. */
export function Logo({ tone = 'color' }: { tone?: 'color' | 'white' }) {
  const ink = tone === 'white' ? '#fff' : '#1e2a4a';
  return (
    <svg
      className="logo"
      viewBox="0 0 188 40"
      width="188"
      height="40"
      role="img"
      aria-labelledby="logo-title"
    >
      <title id="logo-title">KidVenture</title>
      <rect
        x="0"
        y="0"
        width="40"
        height="40"
        rx="12"
        fill={tone === 'white' ? 'rgba(255,255,255,.18)' : '#c8451f'}
      />
      <path
        d="M12 10v20M12 21l10-11M15 18l9 12"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="30" cy="11" r="3.5" fill="#ffc94d" />
      <text x="50" y="27" fontFamily="'Be Vietnam Pro', sans-serif" fontSize="20" fontWeight="700" fill={ink}>
        Kid<tspan fill={tone === 'white' ? '#ffc94d' : '#c8451f'}>Venture</tspan>
      </text>
    </svg>
  );
}
