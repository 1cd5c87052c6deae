import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { COVER_HEIGHT, COVER_WIDTH } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { centreOf, cropRect, MAX_ZOOM } from './crop-geometry';

// The crop is drawn at twice the card's size, sharp on a phone's screen and in the keepsake.
const OUTPUT_SCALE = 2;
// One arrow key press moves the picture by this share of the frame.
const KEY_STEP = 0.05;

interface Picture {
  element: HTMLImageElement;
  url: string;
  width: number;
  height: number;
}

/**
 * The crop step of a cover photo: the photo in a frame of the cover's shape, moved by dragging or the
 * arrow keys and zoomed with a slider; "Use this crop" draws the framed part in a canvas and hands it
 * back as a file, so what is uploaded is exactly what the frame showed.
 */
export function CoverPhotoCrop({ file, onDone }: { file: File; onDone: (cropped: File | null) => void }) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<Picture | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [centre, setCentre] = useState({ x: 0, y: 0 });
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => {
      setPicture({ element, url, width: element.naturalWidth, height: element.naturalHeight });
      setCentre({ x: element.naturalWidth / 2, y: element.naturalHeight / 2 });
    };
    element.onerror = () => setFailed(true);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const rect = picture ? cropRect(picture.width, picture.height, zoom, centre.x, centre.y) : null;

  // Moves the picture by a share of the frame (positive: the picture moves right or down).
  function move(shareX: number, shareY: number) {
    if (!picture || !rect) return;
    setCentre(centreOf(cropRect(picture.width, picture.height, zoom, centre.x - shareX * rect.width, centre.y - shareY * rect.height)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(...step);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const from = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!from || !box?.width) return;
    drag.current = { x: event.clientX, y: event.clientY };
    move((event.clientX - from.x) / box.width, (event.clientY - from.y) / box.height);
  }

  function applyCrop() {
    if (!picture || !rect) return;
    const canvas = document.createElement('canvas');
    canvas.width = COVER_WIDTH * OUTPUT_SCALE;
    canvas.height = COVER_HEIGHT * OUTPUT_SCALE;
    const context = canvas.getContext('2d');
    if (!context) return setFailed(true);
    context.drawImage(picture.element, rect.left, rect.top, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => (blob ? onDone(new File([blob], 'cover.jpg', { type: 'image/jpeg' })) : setFailed(true)), 'image/jpeg', 0.9);
  }

  return (
    <section className="cover-crop" aria-labelledby="cover-crop-heading">
      <h3 id="cover-crop-heading" className="ui-field__label">
        {t('organiser.cover.crop.heading')}
      </h3>
      <p id="cover-crop-hint" className="ui-field__hint">
        {t('organiser.cover.crop.hint')}
      </p>
      {failed ? <p className="ui-field__error">{t('organiser.cover.crop.failed')}</p> : null}
      <div
        ref={frame}
        className="cover-crop__frame"
        role="img"
        tabIndex={0}
        aria-label={t('organiser.cover.crop.frame')}
        aria-describedby="cover-crop-hint"
        data-testid="cover-crop-frame"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {picture && rect ? (
          <img
            src={picture.url}
            alt=""
            draggable={false}
            className="cover-crop__picture"
            style={{
              width: `${(picture.width / rect.width) * 100}%`,
              left: `${(-rect.left / rect.width) * 100}%`,
              top: `${(-rect.top / rect.height) * 100}%`,
            }}
          />
        ) : null}
      </div>
      <label className="cover-crop__zoom">
        <span>{t('organiser.cover.crop.zoom')}</span>
        <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
      <div className="actions">
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t('organiser.cover.crop.cancel')}
        </Button>
        <Button onClick={applyCrop} disabled={!picture}>
          {t('organiser.cover.crop.use')}
        </Button>
      </div>
    </section>
  );
}
