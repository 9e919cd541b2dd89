import { useState, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { INF_NS } from './inf-i18n';

export interface VideoPlayerProps {
  title: string;
  /** The file's address: the server streams it with range requests, so seeking fetches only what is shown. */
  src: string;
  /** The WebVTT captions' address, when the file has them. */
  captions?: string;
  /** Called once, the first time the video starts playing (the inline introduction video logs it then). */
  onFirstPlay?: () => void;
}

/**
 * A real player (spec part 2 §2): the browser's own controls (play, pause, seek, volume, full screen, and the
 * captions menu when a `<track>` is given), keyboard-operable and announced. Only the metadata loads up front.
 */
export function VideoPlayer({ title, src, captions, onFirstPlay }: VideoPlayerProps): ReactElement {
  const { t } = useTranslation(INF_NS);
  const [played, setPlayed] = useState(false);
  const [failed, setFailed] = useState(false);

  function onPlay(): void {
    if (played) return;
    setPlayed(true);
    onFirstPlay?.();
  }

  return (
    <div className="inf-video">
      <video
        className="inf-video-player"
        controls
        preload="metadata"
        // The API may be on another origin: captions load from there only in CORS mode (it allows the web host's).
        crossOrigin="anonymous"
        src={src}
        aria-label={t('video.player', { title })}
        onPlay={onPlay}
        onError={() => setFailed(true)}
      >
        {captions ? <track kind="captions" src={captions} srcLang="en" label={t('video.captions')} default /> : null}
        {t('video.unsupported')}
      </video>
      {failed ? (
        <p className="inf-video-failed" role="alert">
          {t('video.failed')}
        </p>
      ) : null}
    </div>
  );
}
