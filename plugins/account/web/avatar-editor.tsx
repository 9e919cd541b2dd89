import { observer } from 'mobx-react-lite';
import { useId, useRef, type ChangeEvent, type ReactElement } from 'react';
import { isWithinPictureLimit, PICTURE_NAMESPACE, PictureFileInput, readChosenPicture, SquareCropPanel, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { PICTURE_MAX_MB } from '@vigil/core';
import { ACCOUNT_NS } from './account-i18n';
import type { AccountStore } from './account-store';

/**
 * The profile picture: choose a file, crop it square in the host modal, send it as a data URI. A picture over
 * the limit shows 'Image size is greater than 2Mb', the chosen file is forgotten and the modal closes (spec
 * part 2 §5).
 */
export const AvatarEditor = observer(function AvatarEditor({ store }: { store: AccountStore }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  const picture = useTranslation(PICTURE_NAMESPACE).t;
  const tooBig = picture('tooBig', { max: PICTURE_MAX_MB });
  const ui = useService(TOKENS.Ui);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Choosing the same file again must fire a change, so the input is emptied whenever a choice is over.
  const forget = (): void => {
    if (input.current) input.current.value = '';
  };

  function refuse(message: string): void {
    ui.toast('error', message);
    ui.closeModal();
    forget();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    if (!file) return;
    const chosen = await readChosenPicture(file);
    if (!chosen.ok) return refuse(chosen.refusal === 'tooBig' ? tooBig : picture('unreadable'));
    const dataUri = chosen.dataUri;
    ui.openModal({
      title: t('image.cropTitle'),
      content: (close) => (
        <SquareCropPanel
          source={dataUri}
          onCancel={close}
          onCrop={(cropped) => void send(cropped)}
          onUnreadable={() => refuse(picture('unreadable'))}
        />
      ),
      onClose: forget,
    });
  }

  async function send(cropped: string): Promise<void> {
    if (!isWithinPictureLimit(cropped)) return refuse(tooBig);
    ui.closeModal();
    await store.changeImage(cropped);
  }

  return (
    <section className="account-section" aria-labelledby="account-image-heading">
      <h2 id="account-image-heading">{t('image.heading')}</h2>
      <label htmlFor={inputId} className="account-file-label">
        {t('image.choose')}
      </label>
      <PictureFileInput ref={input} id={inputId} hintId={hintId} disabled={store.saving} onChange={(event) => void choose(event)} />
      <p id={hintId} className="account-file-hint">
        {picture('hint', { max: PICTURE_MAX_MB })}
      </p>
    </section>
  );
});
