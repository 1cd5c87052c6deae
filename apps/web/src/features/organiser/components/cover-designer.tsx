import { COLLECTION_TEXT_LIMITS, COVER_DESIGN_CLASS_PREFIX, coverDesignFor, coverPreviewPath, type CoverSettings } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { CardCover } from '../../../components/card-cover/card-cover';
import { TextField } from '../../../components/ui/field';
import type { CollectionFormState } from '../hooks/use-collection-form';
import { BoardThemePicker } from './board-theme-picker';
import { CoverDesignGallery, designNameKey } from './cover-design-gallery';
import { CoverPhotoCrop } from './cover-photo-crop';
import { ImageField } from './image-field';
import { RadioGroup } from './form-controls';

// A design is drawn by the server with its words; a photo is the older picture layout.
const KIND_COVER_TYPE = { design: 1, photo: 3 } as const;

/** The cover as the contributor screens will draw it, from the designer's fields. */
export function coverPreview(cover: CoverSettings) {
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
 * The group card's cover (decision 146): a design from the gallery, pre-chosen from the collection's
 * occasion, with the title the organiser types and the recipient's name; or a photo, cropped to the
 * card's shape before it is uploaded. Beside it, the board's theme (decision 147). The preview of a
 * design is the server's own drawing of it, the same one every other place shows.
 */
export function CoverDesigner({ form }: { form: CollectionFormState }) {
  const { t } = useTranslation();
  const cover = form.values.cover;
  const errors = form.errors;
  const kind = cover.coverType === KIND_COVER_TYPE.photo ? 'photo' : 'design';
  const design = coverDesignFor({ className: cover.className, occasionTexts: [form.values.occasion, form.values.title] });
  const name = form.values.recipientName.trim();
  const designName = t(designNameKey(design) as never);

  function chooseKind(next: 'design' | 'photo') {
    form.setCover('coverType', KIND_COVER_TYPE[next]);
    if (next === 'design') form.setCover('className', `${COVER_DESIGN_CLASS_PREFIX}${design.id}`);
  }

  return (
    <div className="cover-designer">
      <div className="cover-designer__fields">
        {errors.cover ? <p className="ui-field__error" role="alert">{errors.cover}</p> : null}
        <RadioGroup
          legend={t('organiser.cover.kind')}
          name="cover.kind"
          value={kind}
          options={(['design', 'photo'] as const).map((k) => ({ value: k, label: t(`organiser.cover.kinds.${k}`) }))}
          onChange={chooseKind}
          className="radio-group--inline"
        />
        {kind === 'design' ? (
          <CoverDesignGallery value={design.id} onChange={(id) => form.setCover('className', `${COVER_DESIGN_CLASS_PREFIX}${id}`)} />
        ) : (
          <ImageField
            name="cover.imageUrl"
            label={t('organiser.cover.image')}
            uploadLabel={t('organiser.cover.uploadImage')}
            removeLabel={t('organiser.cover.removeImage')}
            value={cover.imageUrl}
            onChange={(url) => form.setCover('imageUrl', url)}
            error={errors['cover.imageUrl']}
            crop={(file, done) => <CoverPhotoCrop file={file} onDone={done} />}
          />
        )}
        {errors['cover.className'] ? <p className="ui-field__error">{errors['cover.className']}</p> : null}
        <TextField
          name="cover.title"
          label={t('organiser.cover.title')}
          value={cover.title}
          maxLength={COLLECTION_TEXT_LIMITS.coverTitle}
          onChange={(event) => form.setCover('title', event.target.value)}
          onBlur={() => form.blur('cover.title')}
          error={errors['cover.title']}
        />
        <div className="cover-designer__name">
          <p className="ui-field__label">{t('organiser.cover.nameOnCover')}</p>
          <p className="cover-designer__name-value" data-testid="cover-name">
            {name || t('organiser.cover.nameOnCoverEmpty')}
          </p>
          <p className="ui-field__hint">{t('organiser.cover.nameOnCoverHint')}</p>
        </div>
        <BoardThemePicker value={cover.boardTheme} onChange={(id) => form.setCover('boardTheme', id)} />
      </div>
      <div className="cover-designer__preview">
        <p className="ui-field__label" id="cover-preview-label">
          {t('organiser.cover.preview')}
        </p>
        <div className="cover-designer__booklet" data-testid="cover-preview">
          {kind === 'design' ? (
            <img
              src={coverPreviewPath(design.id, { title: cover.title, name })}
              alt={
                cover.title.trim()
                  ? t('organiser.cover.previewAlt', { design: designName, title: cover.title.trim(), name })
                  : t('organiser.cover.previewAltUntitled', { design: designName, name })
              }
              width={540}
              height={765}
            />
          ) : (
            <CardCover coverPage={coverPreview(cover)} label={t('organiser.cover.preview')} maxHeight={460} occasionTexts={[form.values.occasion, form.values.title]} />
          )}
        </div>
      </div>
    </div>
  );
}
