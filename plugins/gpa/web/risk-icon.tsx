import { useState, type ReactElement } from 'react';
import {
  Bomb,
  Bug,
  Building2,
  Bus,
  CloudLightning,
  HeartPulse,
  Hotel,
  IdCard,
  Info,
  Landmark,
  Megaphone,
  Phone,
  Scale,
  Siren,
  Tornado,
  UserX,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each name the risk indicators, threat categories and travel advices use (the server sends a name,
 * server/seed/demo-vocabulary.ts), from one bundled set: Lucide, each icon imported on its own.
 */
export const RISK_ICONS: Readonly<Record<string, LucideIcon>> = {
  terrorism: Bomb,
  crime: Siren,
  'civil-unrest': Megaphone,
  health: HeartPulse,
  'natural-hazards': CloudLightning,
  'natural-disaster': Tornado,
  kidnapping: UserX,
  infrastructure: Building2,
  transport: Bus,
  cyber: Bug,
  political: Landmark,
  passport: IdCard,
  phone: Phone,
  hotel: Hotel,
  law: Scale,
};

/** What a name without an icon of its own shows: neutral, so it suggests no particular risk. */
export const NEUTRAL_ICON: LucideIcon = Info;

/** An image address rather than a name: a configured installation may send one. */
const IMAGE_ADDRESS = /^(https?:\/\/|\/|data:image\/)/i;

/**
 * A risk's or an advice's icon, decorative (its name is written beside it). A name is drawn from RISK_ICONS; an
 * image address is shown as an image, and falls back to the neutral icon if it does not load: never a broken
 * image.
 */
export function RiskIcon({ icon }: { icon: string }): ReactElement {
  const [failed, setFailed] = useState(false);
  const name = icon.trim();
  if (IMAGE_ADDRESS.test(name) && !failed) {
    return <img className="gpa-icon" src={name} alt="" onError={() => setFailed(true)} />;
  }
  const Icon = RISK_ICONS[name.toLowerCase()] ?? NEUTRAL_ICON;
  return <Icon className="gpa-icon" aria-hidden="true" focusable="false" data-icon={Icon === NEUTRAL_ICON ? 'neutral' : name.toLowerCase()} />;
}
