import type { CSSProperties } from 'react';
import { BOARD_THEMES, boardThemeVariables } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';

/** The board themes as swatches to pick from (decision 147): a native radio group, named by words. */
export function BoardThemePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="theme-picker" aria-describedby="theme-picker-hint">
      <legend className="ui-field__label">{t('organiser.cover.themes')}</legend>
      <p id="theme-picker-hint" className="ui-field__hint">
        {t('organiser.cover.themesHint')}
      </p>
      <div className="theme-picker__grid" data-testid="theme-picker">
        {BOARD_THEMES.map((theme) => (
          <label key={theme.id} className={`theme-picker__option${value === theme.id ? ' is-checked' : ''}`}>
            <input type="radio" name="cover.boardTheme" className="cover-gallery__input" value={theme.id} checked={value === theme.id} onChange={() => onChange(theme.id)} />
            <span className="theme-picker__swatch" style={boardThemeVariables(theme.id) as CSSProperties} aria-hidden="true">
              <span className="theme-picker__note" />
            </span>
            <span className="theme-picker__name">{t(theme.labelKey as never)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
