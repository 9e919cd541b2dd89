import { useState, type ReactElement } from 'react';
import { FLAG_PATH, FLAG_RASTER_PATH } from './flag-path';
import './country-flag.css';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The ISO 3166-1 alpha-2 code ('it') an emoji flag spells: the answers carry flags as two regional indicator
 * letters (spec part 2 §3), which map one to one onto the code's letters. Null for anything else.
 */
export function flagCode(flag: string): string | null {
  const letters = [...flag.trim()].map((character) => (character.codePointAt(0) ?? 0) - REGIONAL_INDICATOR_A);
  if (letters.length !== 2 || letters.some((letter) => letter < 0 || letter > 25)) return null;
  return String.fromCharCode(...letters.map((letter) => 97 + letter));
}

/** The address of a code's flag (see host/web/build/flag-assets.ts): the SVG when `large`, else the small PNG. */
export function flagUrl(code: string, large = false): string {
  return large ? `/${FLAG_PATH}/${code.toLowerCase()}.svg` : `/${FLAG_RASTER_PATH}/${code.toLowerCase()}.png`;
}

export interface CountryFlagProps {
  /** The country's emoji flag as the answers send it, or its ISO alpha-2 code. */
  flag: string;
  /** The country's name: the flag's text alternative. */
  name: string;
  /** 'eager' in the first screen (a page heading) or where a list reveals flags as it filters; otherwise lazy. */
  loading?: 'lazy' | 'eager';
  /**
   * Shown large (a page heading, a printed report): the SVG, sharp at any size. Otherwise the flag is the small
   * PNG rasterised at build time, which lists repaint at no cost when they move (a search narrowing them).
   */
  large?: boolean;
}

/**
 * A country's flag as an image from flag-icons (its SVG when large, its PNG in lists), fetched on its own when
 * shown, with the country's name as its text alternative. Emoji flags are not used: Chromium on Linux and Windows
 * draws them as letter pairs. A flag that is unknown or fails to load is a neutral box that keeps the name, never a
 * broken image.
 */
export function CountryFlag({ flag, name, loading = 'lazy', large = false }: CountryFlagProps): ReactElement {
  const code = /^[a-z]{2}$/i.test(flag) ? flag.toLowerCase() : flagCode(flag);
  const [failed, setFailed] = useState<string | null>(null);
  if (!code || failed === code) return <span className="country-flag country-flag-missing" role="img" aria-label={name} />;
  return (
    <img
      className="country-flag"
      src={flagUrl(code, large)}
      alt={name}
      width={20}
      height={15}
      loading={loading}
      decoding="async"
      data-flag={code}
      onError={() => setFailed(code)}
    />
  );
}
