// The site logo and the footer's three social icons, drawn as SVG so the site has them
// before anyone uploads artwork to R2 (an object at the same key takes precedence).

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** 245 × 50: a charging bolt in a green disc and the site name. */
export const LOGO_SVG = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="245" height="50" viewBox="0 0 245 50" role="img" aria-label="EV Catalogue India">`,
  `<circle cx="25" cy="25" r="21" fill="#0a6e3a"/>`,
  `<path d="M28 9L15 28H24L21 41L35 21H26Z" fill="#fff"/>`,
  `<text x="54" y="27" font-family="${FONT}" font-size="21" font-weight="700" fill="#0a6e3a">EV Catalogue</text>`,
  `<text x="55" y="43" font-family="${FONT}" font-size="12" letter-spacing="3" fill="#57606a">INDIA</text>`,
  `</svg>`,
].join("");

export const SOCIAL_ICONS: Record<string, string> = {
  youtube:
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="YouTube">` +
    `<rect x="2" y="7" width="28" height="18" rx="5" fill="#f00"/><path d="M13 11.5V20.5L21 16Z" fill="#fff"/></svg>`,
  linkedin:
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="LinkedIn">` +
    `<rect x="2" y="2" width="28" height="28" rx="4" fill="#0a66c2"/><rect x="8" y="13" width="4" height="11" fill="#fff"/>` +
    `<circle cx="10" cy="9" r="2.3" fill="#fff"/><path d="M15 13H19V15C20 13.5 21.5 12.8 23 12.8C25.5 12.8 26 14.8 26 17V24H22V18C22 16.5 21.6 15.8 20.5 15.8C19.2 15.8 19 17 19 18V24H15Z" fill="#fff"/></svg>`,
  facebook:
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="Facebook">` +
    `<circle cx="16" cy="16" r="14" fill="#1877f2"/><path d="M17.5 30V19.5H21L21.5 15.5H17.5V13C17.5 11.8 17.9 11 19.6 11H21.7V7.4C21.3 7.3 20 7.2 18.6 7.2C15.6 7.2 13.6 9 13.6 12.4V15.5H10.2V19.5H13.6V30Z" fill="#fff"/></svg>`,
};
