import { useTranslation } from '../../../lib/i18n';
import { COVER_FONT_SIZE, COVER_TEMPLATES, COLLECTION_TEXT_LIMITS, type CoverDesign } from '@groupgift/domain';
import { CardCover } from '../../../components/card-cover/card-cover';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { CollectionFormState } from '../hooks/use-collection-form';
import { CoverArtGallery } from './cover-art-gallery';
import { ImageField } from './image-field';
import { RadioGroup, SelectField } from './form-controls';

const ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/** The cover as the contributor screens will draw it, from the designer's fields. */
export function coverPreview(cover: CoverDesign) {
  return {
    className: cover.className,
    coverType: cover.coverType,
    imageURL: cover.imageUrl,
    title: cover.title,
    description: cover.description,
    fontSize: cover.fontSize,
    textAlign: cover.textAlign,
    descFontSize: cover.descFontSize,
    descTextAlign: cover.descTextAlign,
  };
}

/**
 * The group card cover designer: template, layout, picture, and title/description with their own
 * size and alignment, previewed live with the same booklet component the contributors see.
 */
export function CoverDesigner({ form }: { form: CollectionFormState }) {
  const { t } = useTranslation();
  const cover = form.values.cover;
  const errors = form.errors;
  const fontSize = (value: string) => (value === '' ? Number.NaN : Number(value));
  const alignOptions = ALIGNS.map((a) => ({ value: a, label: t(`organiser.cover.aligns.${a}`) }));

  return (
    <div className="cover-designer">
      <div className="cover-designer__fields">
        {errors.cover ? <p className="ui-field__error" role="alert">{errors.cover}</p> : null}
        <CoverArtGallery className={cover.className} onChange={(next) => form.setCover('className', next)} />
        <SelectField
          name="cover.className"
          label={t('organiser.cover.template')}
          value={cover.className}
          options={COVER_TEMPLATES.map((c) => ({ value: c, label: t(`organiser.cover.templates.${c}`) }))}
          onChange={(event) => form.setCover('className', event.target.value as CoverDesign['className'])}
          error={errors['cover.className']}
        />
        <RadioGroup
          legend={t('organiser.cover.coverType')}
          name="cover.coverType"
          value={cover.coverType}
          options={([1, 2, 3] as const).map((n) => ({ value: n, label: t(`organiser.cover.coverTypes.${n}`) }))}
          onChange={(value) => form.setCover('coverType', value)}
          className="radio-group--inline"
        />
        <ImageField
          name="cover.imageUrl"
          label={t('organiser.cover.image')}
          uploadLabel={t('organiser.cover.uploadImage')}
          removeLabel={t('organiser.cover.removeImage')}
          value={cover.imageUrl}
          onChange={(url) => form.setCover('imageUrl', url)}
          error={errors['cover.imageUrl']}
        />
        <fieldset className="cover-designer__text">
          <legend className="ui-field__label">{t('organiser.cover.titleStyle')}</legend>
          <TextField
            name="cover.title"
            label={t('organiser.cover.title')}
            value={cover.title}
            maxLength={COLLECTION_TEXT_LIMITS.coverTitle}
            onChange={(event) => form.setCover('title', event.target.value)}
            onBlur={() => form.blur('cover.title')}
            error={errors['cover.title']}
          />
          <div className="two-columns">
            <TextField
              name="cover.fontSize"
              type="number"
              inputMode="numeric"
              min={COVER_FONT_SIZE.min}
              max={COVER_FONT_SIZE.max}
              label={t('organiser.cover.fontSize')}
              value={Number.isFinite(cover.fontSize) ? String(cover.fontSize) : ''}
              onChange={(event) => form.setCover('fontSize', fontSize(event.target.value))}
              onBlur={() => form.blur('cover.fontSize')}
              error={errors['cover.fontSize']}
            />
            <SelectField
              name="cover.textAlign"
              label={t('organiser.cover.align')}
              value={cover.textAlign}
              options={alignOptions}
              onChange={(event) => form.setCover('textAlign', event.target.value as CoverDesign['textAlign'])}
            />
          </div>
        </fieldset>
        <fieldset className="cover-designer__text">
          <legend className="ui-field__label">{t('organiser.cover.descriptionStyle')}</legend>
          <TextAreaField
            name="cover.description"
            label={t('organiser.cover.description')}
            value={cover.description}
            rows={3}
            maxLength={COLLECTION_TEXT_LIMITS.coverDescription}
            onChange={(event) => form.setCover('description', event.target.value)}
            onBlur={() => form.blur('cover.description')}
            error={errors['cover.description']}
          />
          <div className="two-columns">
            <TextField
              name="cover.descFontSize"
              type="number"
              inputMode="numeric"
              min={COVER_FONT_SIZE.min}
              max={COVER_FONT_SIZE.max}
              label={t('organiser.cover.fontSize')}
              value={Number.isFinite(cover.descFontSize) ? String(cover.descFontSize) : ''}
              onChange={(event) => form.setCover('descFontSize', fontSize(event.target.value))}
              onBlur={() => form.blur('cover.descFontSize')}
              error={errors['cover.descFontSize']}
            />
            <SelectField
              name="cover.descTextAlign"
              label={t('organiser.cover.align')}
              value={cover.descTextAlign}
              options={alignOptions}
              onChange={(event) => form.setCover('descTextAlign', event.target.value as CoverDesign['descTextAlign'])}
            />
          </div>
        </fieldset>
      </div>
      <div className="cover-designer__preview">
        <p className="ui-field__label" id="cover-preview-label">
          {t('organiser.cover.preview')}
        </p>
        {/* Booklet scale: the same component and scaling the contributor's landing page uses. */}
        <div className="cover-designer__booklet" data-testid="cover-preview">
          <CardCover
            coverPage={coverPreview(cover)}
            label={t('organiser.cover.preview')}
            maxHeight={460}
            occasionTexts={[form.values.occasion, form.values.title]}
          />
        </div>
      </div>
    </div>
  );
}
