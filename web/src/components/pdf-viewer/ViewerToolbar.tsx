import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './pdf-viewer-types';
import { SHORTCUTS, type ViewerAction } from './viewer-shortcuts';
import { ZOOM_STEPS, type Zoom } from './zoom';

interface ViewerToolbarProps {
  page: number;
  pageCount: number;
  zoom: Zoom;
  scale: number;
  mode: ViewMode;
  fullscreen: boolean;
  onAction: (action: ViewerAction) => void;
  onPage: (page: number) => void;
  onZoom: (zoom: Zoom) => void;
}

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

export function ViewerToolbar(props: ViewerToolbarProps) {
  const { page, pageCount, zoom, scale, mode, fullscreen, onAction, onPage, onZoom } = props;
  const { t } = useTranslation('viewer');
  const button = (action: ViewerAction, label: string, text: ReactNode, extra: { disabled?: boolean; pressed?: boolean } = {}) => (
    <button
      type="button"
      className="pdf-tool"
      aria-label={label}
      title={label}
      disabled={extra.disabled}
      aria-pressed={extra.pressed}
      onClick={() => onAction(action)}
    >
      {text}
    </button>
  );

  return (
    <div className="pdf-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <div className="pdf-toolbar-group">
        {button('previous-page', t('toolbar.previous'), '‹', { disabled: page <= 1 })}
        <label className="pdf-page-input">
          <span className="visually-hidden">{t('toolbar.page')}</span>
          <input
            type="number"
            min={1}
            max={Math.max(1, pageCount)}
            value={page}
            onChange={(event) => event.target.value && onPage(Number(event.target.value))}
          />
        </label>
        <span className="pdf-page-count">{t('toolbar.of', { count: pageCount })}</span>
        {button('next-page', t('toolbar.next'), '›', { disabled: page >= pageCount })}
      </div>
      <div className="pdf-toolbar-group">
        {button('zoom-out', t('toolbar.zoomOut'), '−', { disabled: zoom.kind === 'step' && zoom.index === 0 })}
        <label>
          <span className="visually-hidden">{t('toolbar.zoom')}</span>
          <select
            value={zoom.kind === 'fit-width' ? 'fit-width' : String(zoom.index)}
            onChange={(event) =>
              onZoom(event.target.value === 'fit-width' ? { kind: 'fit-width' } : { kind: 'step', index: Number(event.target.value) })
            }
          >
            <option value="fit-width">{t('toolbar.fitWidthOption', { percent: percent(scale) })}</option>
            {ZOOM_STEPS.map((step, index) => (
              <option key={step} value={index}>
                {percent(step)}
              </option>
            ))}
          </select>
        </label>
        {button('zoom-in', t('toolbar.zoomIn'), '+', { disabled: zoom.kind === 'step' && zoom.index === ZOOM_STEPS.length - 1 })}
        {button('fit-width', t('toolbar.fitWidth'), '↔', { pressed: zoom.kind === 'fit-width' })}
      </div>
      <div className="pdf-toolbar-group">
        <div role="group" aria-label={t('toolbar.mode')} className="pdf-toolbar-group">
          {(['continuous', 'single'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="pdf-tool"
              aria-pressed={mode === option}
              title={t(`toolbar.${option}`)}
              onClick={() => mode !== option && onAction('toggle-mode')}
            >
              {t(`toolbar.${option}`)}
            </button>
          ))}
        </div>
        {button('full-screen', t(fullscreen ? 'toolbar.exitFullScreen' : 'toolbar.fullScreen'), <FullScreenIcon />, { pressed: fullscreen })}
        <details className="pdf-shortcuts">
          <summary>{t('toolbar.shortcuts')}</summary>
          <dl>
            {SHORTCUTS.map(({ action, keys }) => (
              <div key={action}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{t(`shortcuts.${action}`)}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </div>
  );
}

function FullScreenIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}
