import { useState, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import type { RiskUpdate } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { SafeHtml } from './safe-html';

/** The risk updates, one at a time; Previous and Next wrap around (spec part 2 §4). Each may have a gallery. */
export function RiskUpdatesSlider({ updates }: { updates: readonly RiskUpdate[] }): ReactElement | null {
  const { t } = useTranslation(GPA_NS);
  const [position, setPosition] = useState(0);
  if (updates.length === 0) return null;
  const index = position % updates.length;
  const update = updates[index]!;
  const move = (step: number): void => setPosition((index + step + updates.length) % updates.length);

  return (
    <section className="gpa-block gpa-updates" aria-labelledby="gpa-updates-heading">
      <h2 id="gpa-updates-heading">{t('detail.riskUpdates')}</h2>
      <article className="gpa-update" aria-roledescription="slide">
        <h3>{update.title}</h3>
        <SafeHtml html={update.description} className="gpa-html" />
        {update.gallery.length > 0 ? (
          <ul className="gpa-gallery" aria-label={t('detail.gallery', { title: update.title })}>
            {update.gallery.map((picture, pictureIndex) => (
              <li key={pictureIndex}>
                <figure>
                  {/* The caption is the picture's only description: an alt of the same words would be heard twice. */}
                  <img src={picture.image} alt="" />
                  <figcaption>{picture.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <div className="gpa-slider-controls">
        <button type="button" className="button" onClick={() => move(-1)}>
          {t('detail.previous')}
        </button>
        <span>{t('detail.position', { current: index + 1, total: updates.length })}</span>
        <button type="button" className="button" onClick={() => move(1)}>
          {t('detail.next')}
        </button>
      </div>
    </section>
  );
}
