/** The hero's drawing: a property dashboard, a paid rent receipt and a reminder. Decorative only. */
export function HeroIllustration() {
  return (
    <svg className="landing-hero-art" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="landing-hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ccfbf1" />
          <stop offset="1" stopColor="#99f6e4" />
        </linearGradient>
        <filter
          id="landing-hero-shadow"
          filterUnits="userSpaceOnUse"
          x="-60"
          y="-60"
          width="600"
          height="520"
        >
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0f172a" floodOpacity="0.14" />
        </filter>
      </defs>

      <circle cx="240" cy="206" r="178" fill="url(#landing-hero-sky)" />
      <circle cx="44" cy="70" r="9" fill="#5eead4" />
      <circle cx="458" cy="150" r="7" fill="#0f766e" opacity="0.45" />
      <circle cx="34" cy="338" r="13" fill="#99f6e4" />
      <circle cx="420" cy="384" r="6" fill="#14b8a6" opacity="0.6" />

      {/* Dashboard window */}
      <g filter="url(#landing-hero-shadow)">
        <rect x="40" y="80" width="300" height="232" rx="18" fill="#fff" />
      </g>
      <path d="M40 98a18 18 0 0 1 18-18h264a18 18 0 0 1 18 18v18H40z" fill="#f1f5f9" />
      <circle cx="62" cy="98" r="5" fill="#fca5a5" />
      <circle cx="78" cy="98" r="5" fill="#fcd34d" />
      <circle cx="94" cy="98" r="5" fill="#86efac" />

      <rect x="60" y="134" width="110" height="110" rx="14" fill="#f0fdfa" />
      <path
        d="M82 192 115 162l33 30"
        fill="none"
        stroke="#0f766e"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M90 188v36h18v-20h14v20h18v-36l-25-22z" fill="#0f766e" />

      <rect x="186" y="140" width="130" height="10" rx="5" fill="#0f766e" opacity="0.85" />
      <rect x="186" y="160" width="92" height="8" rx="4" fill="#cbd5e1" />
      <rect x="186" y="204" width="16" height="40" rx="4" fill="#99f6e4" />
      <rect x="210" y="188" width="16" height="56" rx="4" fill="#5eead4" />
      <rect x="234" y="212" width="16" height="32" rx="4" fill="#99f6e4" />
      <rect x="258" y="178" width="16" height="66" rx="4" fill="#0f766e" />
      <rect x="186" y="248" width="92" height="3" rx="1.5" fill="#e2e8f0" />

      <rect x="60" y="262" width="92" height="26" rx="13" fill="#dcfce7" />
      <circle cx="76" cy="275" r="5" fill="#16a34a" />
      <rect x="88" y="271" width="50" height="8" rx="4" fill="#86efac" />
      <rect x="162" y="262" width="92" height="26" rx="13" fill="#fef3c7" />
      <circle cx="178" cy="275" r="5" fill="#d97706" />
      <rect x="190" y="271" width="50" height="8" rx="4" fill="#fcd34d" />

      {/* Rent receipt */}
      <g filter="url(#landing-hero-shadow)">
        <rect x="292" y="196" width="150" height="172" rx="16" fill="#fff" />
      </g>
      <circle cx="330" cy="234" r="20" fill="#0f766e" />
      <text
        x="330"
        y="242"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        €
      </text>
      <rect x="360" y="224" width="64" height="8" rx="4" fill="#0f766e" opacity="0.8" />
      <rect x="360" y="240" width="42" height="8" rx="4" fill="#cbd5e1" />
      <rect x="312" y="272" width="112" height="6" rx="3" fill="#e2e8f0" />
      <rect x="312" y="286" width="92" height="6" rx="3" fill="#e2e8f0" />
      <rect x="312" y="300" width="104" height="6" rx="3" fill="#e2e8f0" />
      <path d="M312 318h112" stroke="#cbd5e1" strokeWidth="2" strokeDasharray="4 4" />
      <rect x="312" y="334" width="58" height="10" rx="5" fill="#0f766e" />
      <circle cx="410" cy="338" r="16" fill="#16a34a" />
      <path
        d="m402 338 6 6 10-12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Reminder */}
      <g filter="url(#landing-hero-shadow)">
        <rect x="296" y="34" width="156" height="62" rx="16" fill="#fff" />
      </g>
      <circle cx="326" cy="65" r="17" fill="#fef3c7" />
      <rect x="324" y="55" width="4" height="12" rx="2" fill="#d97706" />
      <circle cx="326" cy="73" r="2.4" fill="#d97706" />
      <rect x="352" y="55" width="82" height="8" rx="4" fill="#334155" opacity="0.75" />
      <rect x="352" y="69" width="58" height="8" rx="4" fill="#cbd5e1" />
    </svg>
  );
}
