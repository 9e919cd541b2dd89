import { useState, type ReactElement } from 'react';
import { FLAG_PATH, FLAG_SPRITE_LETTERS, FLAG_SPRITE_PATH, flagSpriteCell } from './flag-path';
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

/** The address of a code's SVG flag (see host/web/build/flag-assets.ts), as a large flag shows it. */
export function flagUrl(code: string): string {
  return `/${FLAG_PATH}/${code.toLowerCase()}.svg`;
}

/** Where a code's cell is in the sprite, as CSS background-position percentages (0% the first cell, 100% the last). */
export function flagSpritePosition(code: string): string {
  const { column, row } = flagSpriteCell(code);
  const step = 100 / (FLAG_SPRITE_LETTERS - 1);
  return `${column * step}% ${row * step}%`;
}

const SPRITE_IMAGE = `url(/${FLAG_SPRITE_PATH})`;

export interface CountryFlagProps {
  /** The country's emoji flag as the answers send it, or its ISO alpha-2 code. */
  flag: string;
  /** The country's name: the flag's text alternative. */
  name: string;
  /** For a large flag: 'eager' in the first screen (a page heading), else lazy. A small flag is in the sprite. */
  loading?: 'lazy' | 'eager';
  /**
   * Shown large (a page heading, a printed report): the SVG, sharp at any size. Otherwise the flag is its cell of
   * the sprite rasterised at build time, a background that lists repaint at no cost when a search moves them.
   */
  large?: boolean;
}

/**
 * A country's flag from flag-icons, named by the country for assistive technology: large, its SVG as an `<img alt>`
 * fetched on its own; small, its cell of the one flag sprite as the background of a `role="img"` box (the sprite
 * is a CSS background, not an image of the document). Emoji flags are not used: Chromium on Linux and Windows draws
 * them as letter pairs. A flag that is unknown or fails to load is a neutral box that keeps the name, never a
 * broken image; a code the sprite has no flag for is an empty cell, so the same.
 */
export function CountryFlag({ flag, name, loading = 'lazy', large = false }: CountryFlagProps): ReactElement {
  const code = /^[a-z]{2}$/i.test(flag) ? flag.toLowerCase() : flagCode(flag);
  const [failed, setFailed] = useState<string | null>(null);
  if (!code || failed === code) return <span className="country-flag country-flag-missing" role="img" aria-label={name} />;
  if (!large) {
    return (
      <span
        className="country-flag country-flag-sprite"
        role="img"
        aria-label={name}
        data-flag={code}
        style={{ backgroundImage: SPRITE_IMAGE, backgroundPosition: flagSpritePosition(code) }}
      />
    );
  }
  return (
    <img
      className="country-flag"
      src={flagUrl(code)}
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
