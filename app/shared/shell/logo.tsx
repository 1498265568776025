import { IMAGE_SIZES } from "#app/shared/images";
import { SITE_NAME } from "#app/shared/site";

// The site logo, drawn inline: no request, never broken, crisp at any density. 245x50 on wide
// screens, 225x50 below 600px (the narrow size is set in shell.css).

const { width, height } = IMAGE_SIZES.logoWide;

export function Logo() {
  return (
    <svg
      className="logo"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={SITE_NAME}
    >
      <rect x="2" y="7" width="36" height="36" rx="9" fill="#0b7a43" />
      <path d="M23 12 12 28h8l-3 11 12-17h-8l2-10z" fill="#ffd23f" />
      <text x="46" y="24" fontSize="17" fontWeight="700" fill="#0b5d34" fontFamily="system-ui, sans-serif">
        {/* The trailing space keeps the words apart in the text a voice command matches. */}
        {"EV Catalogue "}
      </text>
      <text x="46" y="41" fontSize="12" fill="#4b5563" fontFamily="system-ui, sans-serif" letterSpacing="2">
        INDIA
      </text>
    </svg>
  );
}
