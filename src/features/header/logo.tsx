// Our own logo, inline so the header needs no image files: a mark (two arrows trading places,
// for "Exchange") and the wordmark. spec §2: the small logo is used under 470px.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#2aa7a0" />
      <path
        d="M11 15h15l-4-4M29 25H14l4 4"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="site-logo">
      <LogoMark className="site-logo__mark" />
      <span className="site-logo__word" aria-hidden="true">
        Exchange
      </span>
    </span>
  );
}
