/**
 * The slot symbols' drawings: SVG markup in a 64 x 64 box, filled with `currentColor` (the symbol's colour) and
 * shaded with translucent black and white, so one drawing serves every colour. Constant markup, never user input.
 * Card ranks are not here: the page sets their glyph in type.
 */
const shade = 'rgb(11 18 32 / 35%)';
const deep = 'rgb(11 18 32 / 80%)';
const light = 'rgb(255 255 255 / 55%)';
const shine = 'rgb(255 255 255 / 85%)';

export const symbolIcons: Record<string, string> = {
  dragonfly: `
    <rect x="30" y="10" width="4" height="46" rx="2"/>
    <circle cx="32" cy="12" r="5.5"/>
    <circle cx="29.5" cy="11" r="1.6" fill="${deep}"/><circle cx="34.5" cy="11" r="1.6" fill="${deep}"/>
    <path d="M31 20C22 12 8 12 5 18c4 6 17 6 26 4z" opacity="0.8"/>
    <path d="M33 20c9-8 23-8 26-2-4 6-17 6-26 4z" opacity="0.8"/>
    <path d="M31 27c-8-4-20-2-22 4 4 5 15 3 22-2z" opacity="0.65"/>
    <path d="M33 27c8-4 20-2 22 4-4 5-15 3-22-2z" opacity="0.65"/>
    <path d="M10 17c6-2 13-1 19 2M54 17c-6-2-13-1-19 2" fill="none" stroke="${shine}" stroke-width="1.6" stroke-linecap="round"/>
    <path d="M32 30v24" stroke="${shade}" stroke-width="1.6"/>`,
  'lily-pad': `
    <path d="M32 8a24 22 0 1 0 2 0l-2 22z"/>
    <path d="M32 30L14 18M32 30L12 36M32 30l8 20M32 30l20 8M32 30l16-16" stroke="${shade}" stroke-width="1.8" stroke-linecap="round"/>
    <path d="M14 42c4 6 10 9 18 9" fill="none" stroke="${light}" stroke-width="2.4" stroke-linecap="round"/>
    <circle cx="46" cy="44" r="5" fill="#F9A8D4"/><circle cx="46" cy="44" r="2" fill="#FDE68A"/>`,
  fan: `
    <path d="M32 52L6 26C14 12 50 12 58 26z"/>
    <path d="M32 52L12 22M32 52L22 17M32 52V15M32 52l10-35M32 52l20-30" stroke="${shade}" stroke-width="1.6"/>
    <path d="M10 25c12-9 32-9 44 0" fill="none" stroke="${shine}" stroke-width="2" stroke-linecap="round"/>
    <circle cx="32" cy="50" r="4" fill="${deep}"/>
    <path d="M30 54l-4 6h12l-4-6z" fill="#FBBF24"/>`,
  'jade-coin': `
    <circle cx="32" cy="32" r="25"/>
    <circle cx="32" cy="32" r="19" fill="${shade}"/>
    <circle cx="32" cy="32" r="17"/>
    <rect x="26" y="26" width="12" height="12" rx="1.5" fill="${deep}"/>
    <path d="M18 22a17 17 0 0 1 14-8" fill="none" stroke="${shine}" stroke-width="2.6" stroke-linecap="round"/>
    <path d="M32 15v7M32 42v7M15 32h7M42 32h7" stroke="${light}" stroke-width="2" stroke-linecap="round"/>`,
  stupa: `
    <path d="M32 3l3.2 15h-6.4z"/>
    <rect x="26.5" y="16" width="11" height="3.5" rx="1.7"/>
    <path d="M18 38c0-10 6-17 14-18.5C40 21 46 28 46 38z"/>
    <path d="M24 36c0-6 3-11 8-13" fill="none" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>
    <rect x="13" y="38" width="38" height="6" rx="2"/>
    <rect x="9" y="46" width="46" height="9" rx="2.5"/>
    <rect x="9" y="46" width="46" height="3" rx="1.5" fill="${light}"/>
    <rect x="28" y="48" width="8" height="7" rx="1" fill="${deep}"/>`,
  lotus: `
    <path d="M32 8c8 9 9 24 0 38-9-14-8-29 0-38z"/>
    <path d="M32 46c-13-1-21-11-22-24 11 1 19 10 22 24z"/>
    <path d="M32 46c13-1 21-11 22-24-11 1-19 10-22 24z"/>
    <path d="M32 46c-10 2-19-2-25-9 8-2 17 1 25 9zM32 46c10 2 19-2 25-9-8-2-17 1-25 9z" fill="${shade}"/>
    <path d="M32 14c3 7 3 17 0 26" fill="none" stroke="${light}" stroke-width="2" stroke-linecap="round"/>
    <path d="M12 53c6 3 13 4 20 4s14-1 20-4" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>`,
  elephant: `
    <ellipse cx="37" cy="31" rx="19" ry="14"/>
    <rect x="25" y="38" width="7" height="16" rx="2.5"/>
    <rect x="35" y="39" width="7" height="15" rx="2.5"/>
    <rect x="46" y="37" width="7" height="17" rx="2.5"/>
    <circle cx="18" cy="26" r="11"/>
    <path d="M9 29c-3 8-2 16 4 21" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/>
    <ellipse cx="24" cy="27" rx="7" ry="9" fill="${shade}"/>
    <circle cx="14" cy="22" r="1.8" fill="${deep}"/>
    <path d="M12 34c3 3 6 3 9 1" fill="none" stroke="${shine}" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M30 20c6-3 14-3 20 1" fill="none" stroke="${light}" stroke-width="2" stroke-linecap="round"/>`,
  crown: `
    <path d="M8 46l4-28 12 14 8-20 8 20 12-14 4 28z"/>
    <rect x="8" y="45" width="48" height="9" rx="2.5"/>
    <circle cx="12" cy="16" r="3.5"/><circle cx="32" cy="10" r="3.5"/><circle cx="52" cy="16" r="3.5"/>
    <circle cx="20" cy="49.5" r="2.5" fill="${deep}"/><circle cx="32" cy="49.5" r="2.5" fill="#F0506E"/>
    <circle cx="44" cy="49.5" r="2.5" fill="${deep}"/>
    <path d="M14 40l2-12" stroke="${light}" stroke-width="2" stroke-linecap="round"/>`,
  bell: `
    <rect x="29" y="4" width="6" height="7" rx="3"/>
    <path d="M32 9c-11 0-16 9-16 20v8l-5 8h42l-5-8v-8c0-11-5-20-16-20z"/>
    <circle cx="32" cy="51" r="5.5"/>
    <rect x="11" y="44" width="42" height="4" rx="2" fill="${shade}"/>
    <path d="M22 35V29c0-6 3-11 8-13" fill="none" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>`,
  gem: `
    <path d="M16 12h32l10 14-26 30L6 26z"/>
    <path d="M6 26h52M16 12l8 14 8-14 8 14 8-14M24 26l8 30 8-30" fill="none" stroke="${shade}" stroke-width="1.8"/>
    <path d="M18 15l5 9h-12z" fill="${shine}"/>`,
  dragon: `
    <path d="M20 20L8 12l5 10L2 22l9 8-9 6h11l-5 10 12-6z" fill="currentColor" opacity="0.75"/>
    <path d="M18 22c6-8 18-11 27-7l11 4c4 1 5 5 2 8l-8 3 8 4c2 2 0 6-4 6H40c-6 6-16 7-22 1-6-5-6-13 0-19z"/>
    <path d="M27 17c-2-7-6-11-12-13 5 5 6 9 6 15zM35 15c0-7-2-11-6-14 2 5 2 9 0 14z" fill="#FBBF24"/>
    <path d="M58 27l-15 4" stroke="${deep}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M47 30l2 3.5 2-3.5 2 3.5M41 31.5l2 3.5 2-3.5" fill="none" stroke="#F8FAFC" stroke-width="1.6" stroke-linejoin="round"/>
    <ellipse cx="40" cy="22" rx="4.2" ry="3.2" fill="#FDE047"/><circle cx="41" cy="22" r="1.7" fill="${deep}"/>
    <path d="M55 21c6-3 7-10 2-13M54 38c6 5 5 12-3 15" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M21 33c4-4 10-4 14 0M24 39c3-3 8-3 11 0" fill="none" stroke="${light}" stroke-width="2" stroke-linecap="round"/>
    <path d="M24 45l-4 12 8-8 2 10 4-13z" fill="currentColor" opacity="0.75"/>`,
  pearl: `
    <path d="M8 48c6-10 14-14 24-14s18 4 24 14c-6 6-14 9-24 9S14 54 8 48z" fill="${shade}"/>
    <circle cx="32" cy="30" r="18"/>
    <circle cx="32" cy="30" r="18" fill="none" stroke="${light}" stroke-width="1.5"/>
    <ellipse cx="25" cy="22" rx="6" ry="4.5" fill="${shine}"/>
    <circle cx="40" cy="38" r="3" fill="${light}"/>`,
  boat: `
    <rect x="30.5" y="6" width="3" height="34" rx="1.5"/>
    <path d="M28 10v28H10z"/>
    <path d="M36 12v26h17z" fill="${light}"/>
    <path d="M5 41h54l-8 13H13z"/>
    <path d="M5 41h54l-2 4H7z" fill="${shade}"/>
    <path d="M4 58c5-2 9-2 14 0s9 2 14 0 9-2 14 0 9 2 14 0" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>`,
  fish: `
    <path d="M6 32c10-13 24-17 38-9l13-9-4 18 4 18-13-9C30 49 16 45 6 32z"/>
    <path d="M24 21c4 6 4 16 0 22" fill="none" stroke="${shade}" stroke-width="2.5" stroke-linecap="round"/>
    <circle cx="15" cy="29" r="2.6" fill="${deep}"/>
    <path d="M30 24c5-1 9 0 12 2" fill="none" stroke="${light}" stroke-width="2" stroke-linecap="round"/>
    <path d="M6 32c4 2 8 3 12 3" fill="none" stroke="${shade}" stroke-width="2" stroke-linecap="round"/>`,
  jade: `
    <path fill-rule="evenodd" d="M32 8a24 24 0 1 1 0 48 24 24 0 0 1 0-48zm0 15a9 9 0 1 0 0 18 9 9 0 0 0 0-18z"/>
    <path d="M14 24a20 20 0 0 1 14-12" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>
    <g fill="${shade}"><circle cx="32" cy="14" r="2"/><circle cx="48" cy="24" r="2"/><circle cx="48" cy="40" r="2"/>
    <circle cx="32" cy="50" r="2"/><circle cx="16" cy="40" r="2"/></g>`,
  coin: `
    <circle cx="32" cy="32" r="24"/>
    <circle cx="32" cy="32" r="18" fill="none" stroke="${shade}" stroke-width="3"/>
    <rect x="26" y="26" width="12" height="12" rx="1.5" fill="${deep}"/>
    <path d="M17 22a17 17 0 0 1 10-8" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`,
  star: `
    <path d="M32 5l8.2 17.4 19 2.3-14 13 3.6 18.8L32 47.2l-16.8 9.3 3.6-18.8-14-13 19-2.3z"/>
    <path d="M32 14l5 11 12 1.5" fill="none" stroke="${shine}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M32 47.2l-16.8 9.3 3.6-18.8" fill="${shade}"/>`,
  seven: `
    <path d="M12 9h40v9L33 57H20l18-37H12z"/>
    <path d="M12 9h40v4H12z" fill="${shine}"/>
    <path d="M33 57H20l2-4h13z" fill="${shade}"/>`,
  watermelon: `
    <path d="M6 22a26 26 0 0 0 52 0z"/>
    <path d="M11 22a21 21 0 0 0 42 0z" fill="#F0506E"/>
    <path d="M11 22a21 21 0 0 0 42 0h-4a17 17 0 0 1-34 0z" fill="rgb(255 255 255 / 70%)"/>
    <g fill="${deep}"><ellipse cx="24" cy="30" rx="1.6" ry="2.6"/><ellipse cx="32" cy="35" rx="1.6" ry="2.6"/>
    <ellipse cx="40" cy="30" rx="1.6" ry="2.6"/><ellipse cx="28" cy="27" rx="1.4" ry="2.2"/><ellipse cx="36" cy="27" rx="1.4" ry="2.2"/></g>`,
  grapes: `
    <path d="M32 12c2-4 6-6 10-6" fill="none" stroke="#7C5A3A" stroke-width="3" stroke-linecap="round"/>
    <path d="M36 10c6-5 14-4 18 1-6 4-13 4-18-1z" fill="#22C55E"/>
    <g><circle cx="22" cy="20" r="7"/><circle cx="35" cy="20" r="7"/><circle cx="46" cy="22" r="6"/>
    <circle cx="28" cy="31" r="7"/><circle cx="41" cy="32" r="7"/><circle cx="20" cy="33" r="6"/>
    <circle cx="33" cy="42" r="7"/><circle cx="25" cy="50" r="6"/><circle cx="38" cy="52" r="5.5"/></g>
    <g fill="${light}"><circle cx="20" cy="18" r="2"/><circle cx="33" cy="18" r="2"/><circle cx="26" cy="29" r="2"/>
    <circle cx="31" cy="40" r="2"/></g>`,
  mango: `
    <path d="M22 15c17-7 35 8 31 27-3 13-18 19-30 14C9 50 6 35 12 24c2-4 6-7 10-9z"/>
    <path d="M30 13c-1-4 0-7 3-9" fill="none" stroke="#7C5A3A" stroke-width="3" stroke-linecap="round"/>
    <path d="M32 11c6-5 15-4 19 2-7 4-14 3-19-2z" fill="#22C55E"/>
    <path d="M16 28c2-5 6-9 11-10" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>
    <path d="M40 52c6-3 10-8 11-14" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>`,
  orange: `
    <circle cx="32" cy="35" r="21"/>
    <path d="M32 14c3-5 9-8 15-7-2 6-8 9-15 7z" fill="#22C55E"/>
    <circle cx="32" cy="15" r="2.5" fill="#7C5A3A"/>
    <g fill="${shade}"><circle cx="40" cy="42" r="1.3"/><circle cx="46" cy="34" r="1.3"/><circle cx="36" cy="50" r="1.3"/>
    <circle cx="24" cy="46" r="1.3"/></g>
    <path d="M19 30c2-6 7-10 13-11" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`,
  lemon: `
    <path d="M5 33c2-3 4-4 6-4 5-11 14-17 23-17s17 5 21 14c2 0 4 1 5 4-2 3-4 4-6 4-4 11-12 17-21 17-10 0-18-6-22-16-2 0-4-1-6-2z"/>
    <path d="M17 26c3-5 8-8 14-9" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>
    <path d="M40 44c4-2 8-6 9-11" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>`,
  cherry: `
    <path d="M22 40c2-12 8-24 20-32M44 42c-2-12-2-24-2-34" fill="none" stroke="#4D7C0F" stroke-width="3" stroke-linecap="round"/>
    <path d="M42 8c6-4 13-3 16 2-6 3-12 3-16-2z" fill="#22C55E"/>
    <circle cx="20" cy="45" r="12"/><circle cx="44" cy="46" r="11"/>
    <path d="M13 41c1-3 3-5 6-6M38 42c1-3 3-5 5-5.5" fill="none" stroke="${shine}" stroke-width="2.6" stroke-linecap="round"/>`,
  'tuk-tuk': `
    <path d="M6 20c0-6 5-10 12-10h30c5 0 8 3 8 7v3z"/>
    <path d="M10 20h3v18h-3zM33 20h3v16h-3z" fill="currentColor"/>
    <path d="M44 20h12l2 16H40z" fill="rgb(147 197 253 / 70%)"/>
    <path d="M40 20h4l-1 16h-3z" fill="currentColor"/>
    <path d="M6 36h52l2 6c0 3-2 5-5 5H8c-3 0-4-2-4-4z"/>
    <path d="M13 26h20v10H13z" fill="${deep}"/>
    <path d="M15 28h16v4H15z" fill="#F0506E"/>
    <path d="M8 14c3-2 6-3 10-3h28" fill="none" stroke="${shine}" stroke-width="2" stroke-linecap="round"/>
    <circle cx="16" cy="48" r="7" fill="#111827"/><circle cx="16" cy="48" r="3" fill="#CBD5E1"/>
    <circle cx="50" cy="48" r="6" fill="#111827"/><circle cx="50" cy="48" r="2.6" fill="#CBD5E1"/>
    <circle cx="57" cy="39" r="2" fill="#FDE047"/>`,
  chest: `
    <path d="M8 28c0-10 10-16 24-16s24 6 24 16z"/>
    <rect x="8" y="28" width="48" height="26" rx="3"/>
    <path d="M8 28h48v5H8z" fill="${shade}"/>
    <rect x="14" y="12" width="5" height="42" fill="${shade}"/><rect x="45" y="12" width="5" height="42" fill="${shade}"/>
    <rect x="27" y="26" width="10" height="13" rx="2" fill="#FDE047"/>
    <circle cx="32" cy="32" r="2" fill="${deep}"/>
    <path d="M14 22c4-4 10-6 16-6" fill="none" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>`,
  'gold-bar': `
    <path d="M6 52l6-12h40l6 12z"/>
    <path d="M12 40l3-5h34l3 5z" fill="${shine}"/>
    <path d="M18 34l5-11h18l5 11z"/>
    <path d="M23 23l2-4h14l2 4z" fill="${shine}"/>
    <path d="M6 52h52l-1 3H7z" fill="${shade}"/>
    <path d="M16 46h32" stroke="${shade}" stroke-width="2" stroke-linecap="round"/>`,
  map: `
    <path d="M6 14l16-6 20 6 16-6v42l-16 6-20-6-16 6z"/>
    <path d="M22 8v42M42 14v42" stroke="${shade}" stroke-width="2"/>
    <path d="M12 42c6-2 8-10 16-10s10 8 18-4" fill="none" stroke="${deep}" stroke-width="2.4" stroke-dasharray="3 4" stroke-linecap="round"/>
    <path d="M43 20l8 8M51 20l-8 8" stroke="#F0506E" stroke-width="3.5" stroke-linecap="round"/>`,
  compass: `
    <circle cx="32" cy="32" r="25"/>
    <circle cx="32" cy="32" r="19" fill="#0F172A"/>
    <path d="M32 15l6 17H26z" fill="currentColor"/>
    <path d="M32 49l-6-17h12z" fill="#E2E8F0"/>
    <circle cx="32" cy="32" r="3" fill="#FDE047"/>
    <path d="M32 9v4M32 51v4M9 32h4M51 32h4" stroke="${deep}" stroke-width="2.5" stroke-linecap="round"/>`,
  key: `
    <path fill-rule="evenodd" d="M20 8a13 13 0 1 1 0 26 13 13 0 0 1 0-26zm0 7a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"/>
    <path d="M28 30l24 24-5 5-4-4-4 4-4-4 3-3-16-16z"/>
    <path d="M12 15a10 10 0 0 1 6-4" fill="none" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
  tiger: `
    <circle cx="14" cy="15" r="8"/><circle cx="50" cy="15" r="8"/>
    <circle cx="14" cy="15" r="4" fill="${deep}"/><circle cx="50" cy="15" r="4" fill="${deep}"/>
    <ellipse cx="32" cy="34" rx="23" ry="22"/>
    <path d="M32 12v9M25 13l2 7M39 13l-2 7M9 30h8M10 38h7M55 30h-8M54 38h-7" stroke="${deep}" stroke-width="3" stroke-linecap="round"/>
    <ellipse cx="32" cy="45" rx="12" ry="9" fill="#F8FAFC"/>
    <ellipse cx="22" cy="31" rx="3.5" ry="4" fill="#F8FAFC"/><ellipse cx="42" cy="31" rx="3.5" ry="4" fill="#F8FAFC"/>
    <circle cx="22" cy="32" r="2" fill="${deep}"/><circle cx="42" cy="32" r="2" fill="${deep}"/>
    <path d="M28 40h8l-4 4z" fill="#1F2937"/>
    <path d="M32 44v4M27 49c3 2 7 2 10 0" fill="none" stroke="#1F2937" stroke-width="2" stroke-linecap="round"/>`,
  paw: `
    <path d="M32 30c9 0 18 9 18 17 0 6-5 9-10 8-4-1-6-3-8-3s-4 2-8 3c-5 1-10-2-10-8 0-8 9-17 18-17z"/>
    <ellipse cx="13" cy="27" rx="6" ry="7.5" transform="rotate(-20 13 27)"/>
    <ellipse cx="51" cy="27" rx="6" ry="7.5" transform="rotate(20 51 27)"/>
    <ellipse cx="24" cy="14" rx="6" ry="8"/><ellipse cx="40" cy="14" rx="6" ry="8"/>
    <path d="M22 10c1-2 3-3 4-3M38 10c1-2 3-3 4-3" fill="none" stroke="${shine}" stroke-width="2" stroke-linecap="round"/>`,
  eagle: `
    <path d="M32 24L3 12c4 12 12 19 23 21l-5 13 11-6 11 6-5-13c11-2 19-9 23-21z"/>
    <path d="M3 12c6 2 12 4 18 8M61 12c-6 2-12 4-18 8M8 18l10 4M56 18l-10 4" fill="none" stroke="${shade}" stroke-width="2" stroke-linecap="round"/>
    <circle cx="32" cy="20" r="7" fill="#F8FAFC"/>
    <path d="M32 22l5 3-5 3z" fill="#FBBF24"/>
    <circle cx="30" cy="19" r="1.5" fill="${deep}"/>
    <path d="M26 46l6 10 6-10" fill="currentColor"/>`,
  flower: `
    <g><circle cx="32" cy="15" r="11"/><circle cx="48" cy="27" r="11"/><circle cx="42" cy="46" r="11"/>
    <circle cx="22" cy="46" r="11"/><circle cx="16" cy="27" r="11"/></g>
    <circle cx="32" cy="32" r="9" fill="${shade}"/>
    <circle cx="32" cy="32" r="5" fill="#FDE047"/>
    <path d="M32 32l8-14M32 32l-10-12" stroke="#FDE047" stroke-width="1.5"/>
    <path d="M26 9c2-2 5-3 8-2" fill="none" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
  drum: `
    <path d="M10 18v28c0 5 10 10 22 10s22-5 22-10V18z"/>
    <ellipse cx="32" cy="18" rx="22" ry="8" fill="#F5E6C8"/>
    <ellipse cx="32" cy="18" rx="22" ry="8" fill="none" stroke="${shade}" stroke-width="2"/>
    <path d="M10 24l8 24 8-22 6 24 6-24 8 22 8-24" fill="none" stroke="#F8FAFC" stroke-width="2" stroke-linejoin="round"/>
    <path d="M10 46c0 5 10 10 22 10s22-5 22-10" fill="none" stroke="${deep}" stroke-width="3"/>`,
  leaf: `
    <path d="M8 56C8 28 28 10 58 7c-2 30-20 49-50 49z"/>
    <path d="M8 56L46 18M22 42l-2-12M30 34l-1-12M36 28l10 1M28 36l12 2" fill="none" stroke="${shade}" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M18 34c4-10 12-17 22-21" fill="none" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>`,
  lantern: `
    <path d="M32 2v6" stroke="#FBBF24" stroke-width="2.5"/>
    <rect x="22" y="8" width="20" height="6" rx="2" fill="#FBBF24"/>
    <ellipse cx="32" cy="31" rx="22" ry="18"/>
    <path d="M22 15c-6 8-6 24 0 32M42 15c6 8 6 24 0 32M32 13v36" fill="none" stroke="${shade}" stroke-width="2.5"/>
    <rect x="22" y="48" width="20" height="6" rx="2" fill="#FBBF24"/>
    <path d="M28 54v8M32 54v9M36 54v8" stroke="#FBBF24" stroke-width="2" stroke-linecap="round"/>
    <path d="M16 26c2-5 5-8 9-10" fill="none" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
  firecracker: `
    <g transform="rotate(-30 32 36)">
      <rect x="20" y="18" width="24" height="40" rx="4"/>
      <rect x="20" y="26" width="24" height="4" fill="#FDE047"/><rect x="20" y="46" width="24" height="4" fill="#FDE047"/>
      <rect x="23" y="20" width="4" height="36" rx="2" fill="${light}"/>
      <path d="M32 18c0-6 3-9 7-11" fill="none" stroke="#CBD5E1" stroke-width="2.5" stroke-linecap="round"/>
    </g>
    <path d="M46 6l2 5 5-2-3 5 5 3-6 1 1 5-4-4-4 4 1-5-6-1 5-3-3-5 5 2z" fill="#FDE047"/>`,
  koi: `
    <path d="M4 30c10-12 24-15 36-8l16-10-4 18 6 16-17-7C28 46 14 42 4 30z"/>
    <path d="M18 23c4 0 7 3 7 7s-3 6-7 6M33 25c3 1 5 4 4 7" fill="#F8FAFC"/>
    <circle cx="12" cy="27" r="2.4" fill="${deep}"/>
    <path d="M26 38l-4 10 10-7M28 22l2-9 8 9" fill="currentColor"/>
    <path d="M4 30c3 1 6 2 9 2" fill="none" stroke="${shade}" stroke-width="2" stroke-linecap="round"/>`,
  ingot: `
    <path d="M4 28c4 14 14 22 28 22s24-8 28-22l-12 5c-2-9-9-14-16-14s-14 5-16 14z"/>
    <ellipse cx="32" cy="27" rx="10" ry="8" fill="${shine}"/>
    <path d="M4 28c4 14 14 22 28 22s24-8 28-22" fill="none" stroke="${shade}" stroke-width="2.5"/>
    <path d="M12 36c4 5 10 8 16 9" fill="none" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>`,
  knot: `
    <path d="M32 4l14 14-14 14-14-14z"/>
    <path d="M32 18l14 14-14 14-14-14z"/>
    <path d="M18 18h28M18 32h28M32 4v42" stroke="${shade}" stroke-width="2.5"/>
    <circle cx="32" cy="46" r="4" fill="#FBBF24"/>
    <path d="M28 50l-3 12M32 50v13M36 50l3 12" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M24 14l6-6" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
  sampan: `
    <path d="M44 6L30 40" stroke="#A16207" stroke-width="3" stroke-linecap="round"/>
    <path d="M26 36l6 4-3 6-6-4z" fill="#A16207"/>
    <circle cx="18" cy="31" r="5" fill="#FDE047"/><circle cx="27" cy="30" r="5" fill="#F87171"/>
    <circle cx="37" cy="31" r="5" fill="#A3E635"/><circle cx="46" cy="32" r="4.5" fill="#FB923C"/>
    <circle cx="23" cy="25" r="4.5" fill="#C084FC"/><circle cx="32" cy="24" r="4.5" fill="#84CC16"/>
    <path d="M2 28c5 4 10 6 16 6h28c6 0 11-2 16-6-2 11-12 18-24 18H26C14 46 4 39 2 28z"/>
    <path d="M8 37c5 2 10 3 16 3h16c6 0 11-1 16-3" fill="none" stroke="${shine}" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M2 28c5 4 10 6 16 6h28c6 0 11-2 16-6" fill="none" stroke="${deep}" stroke-width="2" stroke-linecap="round"/>
    <path d="M3 54c5-3 10-3 15 0s10 3 15 0 10-3 15 0 10 3 13 0" fill="none" stroke="rgb(125 211 252 / 85%)" stroke-width="3" stroke-linecap="round"/>`,
  'straw-hat': `
    <path d="M32 8L6 44c8 7 17 10 26 10s18-3 26-10z"/>
    <path d="M32 8L17 46M32 8l-5 41M32 8l5 41M32 8l15 38" stroke="${shade}" stroke-width="1.6"/>
    <path d="M6 44c8 7 17 10 26 10s18-3 26-10" fill="none" stroke="${deep}" stroke-width="3" stroke-linecap="round"/>
    <path d="M14 40c5 4 11 6 18 6s13-2 18-6" fill="none" stroke="#F0506E" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M28 16l-9 16" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
  durian: `
    <path d="M32 6c2 0 3 2 3 5" fill="none" stroke="#4D7C0F" stroke-width="3.5" stroke-linecap="round"/>
    <ellipse cx="32" cy="36" rx="22" ry="24"/>
    <path d="M14 22l-5-3 3 6M50 22l5-3-3 6M10 36l-6 0 5 4M54 36l6 0-5 4M14 50l-5 3 6 0M50 50l5 3-6 0M32 12l-2-5 4 0M24 60l-2 3 4-1M40 60l2 3-4-1" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>
    <path d="M20 20l4 4-5 2zM30 17l4 4-5 2zM40 20l4 4-5 2zM17 31l4 4-5 2zM27 28l4 4-5 2zM37 30l4 4-5 2zM46 32l4 4-5 2zM21 42l4 4-5 2zM31 40l4 4-5 2zM41 43l4 4-5 2zM26 52l4 4-5 2zM36 52l4 4-5 2z" fill="${shade}"/>
    <path d="M18 26c2-5 6-9 11-10" fill="none" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
  coconut: `
    <circle cx="32" cy="36" r="23"/>
    <path d="M13 30c6-6 13-9 19-9s13 3 19 9" fill="none" stroke="${shade}" stroke-width="2.5"/>
    <path d="M12 44c7 4 13 6 20 6s13-2 20-6" fill="none" stroke="${shade}" stroke-width="2.5"/>
    <circle cx="25" cy="33" r="3" fill="${deep}"/><circle cx="39" cy="33" r="3" fill="${deep}"/><circle cx="32" cy="41" r="3" fill="${deep}"/>
    <path d="M40 8c-6 0-10 4-10 10 6 0 10-4 10-10zM44 10c0 6 3 10 10 10 0-6-4-10-10-10z" fill="#22C55E"/>
    <path d="M36 18l2-10" stroke="#15803D" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M17 26c3-5 8-8 13-9" fill="none" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>`,
  orchid: `
    <path d="M32 30c-4-10-14-16-24-14 2 10 10 17 24 14z"/>
    <path d="M32 30c4-10 14-16 24-14-2 10-10 17-24 14z"/>
    <path d="M32 30c-3-9-2-18 0-24 2 6 3 15 0 24z"/>
    <path d="M32 32c-8 2-16 8-18 16 8 2 15-3 18-16zM32 32c8 2 16 8 18 16-8 2-15-3-18-16z" fill="currentColor" opacity="0.8"/>
    <path d="M32 30c-6 3-8 10-6 17 3 5 9 5 12 0 2-7 0-14-6-17z" fill="#FDE047"/>
    <path d="M29 36c1 3 5 3 6 0" fill="none" stroke="#DC2626" stroke-width="2" stroke-linecap="round"/>
    <path d="M14 19c5 0 10 3 13 7M50 19c-5 0-10 3-13 7" fill="none" stroke="${shine}" stroke-width="2" stroke-linecap="round"/>
    <path d="M32 52v10" stroke="#15803D" stroke-width="3" stroke-linecap="round"/>`,
  rambutan: `
    <path d="M32 4v8" stroke="#4D7C0F" stroke-width="3" stroke-linecap="round"/>
    <path d="M32 10c4-4 10-4 14-1-4 4-10 4-14 1z" fill="#22C55E"/>
    <circle cx="32" cy="37" r="20"/>
    <path d="M32 15l-2-5M46 21l4-4M52 35l5-1M48 50l4 4M32 57v5M16 50l-4 4M12 35l-5-1M18 21l-4-4M24 17l-3-4M40 17l3-4M53 43l5 2M11 43l-5 2M24 56l-2 5M40 56l2 5" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>
    <path d="M24 28l3 2M36 26l3 2M28 38l3 2M40 36l3 2M22 44l3 2M34 46l3 2" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>
    <path d="M20 30c2-5 6-8 11-9" fill="none" stroke="${shine}" stroke-width="2.5" stroke-linecap="round"/>`,
};
