import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EditableField, OwnProfile, ProfileEditRequest, ProfileReply } from '../../../schemas/profile';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { htmlToText, textToHtml } from '../../ui/plainText';
import { messageRows } from '../../ui/SupportModal';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { type EditHides, type EditValues, editRequest, editValues } from './editProfile';
import { PhotoUpload } from './PhotoUpload';
import { Section } from './ProfileDetails';
import { SaveNotices } from './SaveNotices';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  textarea, select {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; }
  legend, .label { font-weight: 600; }
  .check { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; min-height: 32px; }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

function CustomField({
  field,
  value,
  onChange,
}: {
  field: EditableField;
  value: string | readonly string[];
  onChange: (value: string | string[]) => void;
}) {
  const id = useId();
  if (field.choices.length === 0)
    return (
      <Field
        label={field.label}
        name={field.name}
        value={typeof value === 'string' ? value : value.join(', ')}
        onChange={onChange}
      />
    );
  if (field.multiple) {
    const chosen = new Set(typeof value === 'string' ? [value] : value);
    return (
      <fieldset>
        <legend>{field.label}</legend>
        {field.choices.map((c) => (
          <label key={c.value} className="check">
            <input
              type="checkbox"
              checked={chosen.has(c.value)}
              onChange={(e) =>
                onChange(
                  field.choices
                    .map((x) => x.value)
                    .filter((v) => (v === c.value ? e.target.checked : chosen.has(v))),
                )
              }
            />
            {c.label}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id} className="label">
        {field.label}
      </label>
      <select
        id={id}
        value={typeof value === 'string' ? value : (value[0] ?? '')}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">—</option>
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Edit Profile (002 §4, §7): the own fields, less those attendee_profile_edit hides; 'Update' ('Saving...'),
 * then the server's message as the success notice, or 'Failed' with its errorMessage above the form.
 */
export function EditProfileForm({
  profile,
  own,
  hides,
  save,
  uploadPhoto,
  onSaved,
}: {
  profile: ProfileReply;
  own: OwnProfile;
  hides: EditHides;
  save: (request: ProfileEditRequest) => Promise<{ message: string }>;
  uploadPhoto: (image: Blob) => Promise<{ image_url: string }>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('people');
  const [values, setValues] = useState<EditValues>(() => editValues(profile, own, htmlToText));
  const [missing, setMissing] = useState(false);
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const submission = useFormSubmission(async (request: ProfileEditRequest) => {
    const reply = await save(request);
    setMessage(reply.message);
    onSaved();
  });
  const { view } = submission;
  const bioId = useId();
  const set =
    <K extends keyof EditValues>(key: K) =>
    (value: EditValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = values.Firstname.trim() === '' || values.Lastname.trim() === '';
    setMissing(empty);
    if (!empty && view.canSubmit) {
      setRound((n) => n + 1);
      submission.submit(editRequest(values, hides, textToHtml));
    }
  };
  return (
    <Section aria-labelledby="profile-edit" data-testid="edit-profile">
      <h2 id="profile-edit">{t('profile.editProfile')}</h2>
      <Form noValidate onSubmit={submit} data-state={view.state}>
        <SaveNotices view={view} message={message} round={round} />
        <PhotoUpload
          picture={profile.Picture}
          name={`${profile.Firstname} ${profile.Lastname}`}
          upload={uploadPhoto}
          onUploaded={onSaved}
        />
        <Grid>
          {hides.prefix ? null : (
            <Field label={t('profile.prefix')} name="prefix" value={values.Mr} onChange={set('Mr')} />
          )}
          <Field
            label={t('profile.firstName')}
            name="firstname"
            autoComplete="given-name"
            value={values.Firstname}
            error={missing && !values.Firstname.trim() ? t('profile.nameRequired') : undefined}
            onChange={set('Firstname')}
          />
          {hides.middle ? null : (
            <Field
              label={t('profile.middleName')}
              name="middle"
              autoComplete="additional-name"
              value={values.Middle}
              onChange={set('Middle')}
            />
          )}
          <Field
            label={t('profile.lastName')}
            name="lastname"
            autoComplete="family-name"
            value={values.Lastname}
            error={missing && !values.Lastname.trim() ? t('profile.nameRequired') : undefined}
            onChange={set('Lastname')}
          />
          {hides.suffix ? null : (
            <Field
              label={t('profile.nameSuffix')}
              name="suffix"
              autoComplete="honorific-suffix"
              value={values.Namesuffix}
              onChange={set('Namesuffix')}
            />
          )}
          {hides.title ? null : (
            <Field
              label={t('profile.jobTitle')}
              name="title"
              value={values.ContactTitle}
              onChange={set('ContactTitle')}
            />
          )}
          {hides.institution ? null : (
            <Field
              label={t('profile.institution')}
              name="company"
              autoComplete="organization"
              value={values.Company}
              onChange={set('Company')}
            />
          )}
          {hides.degrees ? null : (
            <Field
              label={t('profile.degrees')}
              name="degrees"
              value={values.ContactDegrees}
              onChange={set('ContactDegrees')}
            />
          )}
        </Grid>
        {hides.biography ? null : (
          <>
            <label htmlFor={bioId} className="label">
              {t('profile.biography')}
            </label>
            <textarea
              id={bioId}
              rows={messageRows(values.Biography)}
              value={values.Biography}
              onChange={(e) => set('Biography')(e.target.value)}
            />
          </>
        )}
        {own.fields.length > 0 ? (
          <Grid>
            {own.fields.map((f) => (
              <CustomField
                key={f.name}
                field={f}
                value={values.custom_fields[f.name] ?? ''}
                onChange={(v) =>
                  setValues((s) => ({ ...s, custom_fields: { ...s.custom_fields, [f.name]: v } }))
                }
              />
            ))}
          </Grid>
        ) : null}
        <label className="check">
          <input
            type="checkbox"
            checked={values.messaging}
            onChange={(e) => set('messaging')(e.target.checked)}
          />
          {t('profile.messaging')}
        </label>
        {hides.publicToggle ? null : (
          <label className="check">
            <input
              type="checkbox"
              checked={values.public_profile}
              onChange={(e) => set('public_profile')(e.target.checked)}
            />
            {t('profile.publicProfile')}
          </label>
        )}
        <div>
          <Button type="submit" disabled={view.sending}>
            {view.sending ? t('profile.saving') : t('profile.update')}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
