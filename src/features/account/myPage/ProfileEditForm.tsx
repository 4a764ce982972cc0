import { Button, Callout, FormGroup, H2, InputGroup, type Intent } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageValues, type ErrorMessageKey } from '../../../lib/api/errorMessages';
import { fieldRuleOf } from '../../../lib/api/fieldErrors';
import { checkNicknameAvailable, updateMyProfile } from '../../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { formatPhone, phoneForRequest, phoneInputFrom, validatePhoneInput } from '../../../lib/domain/account/phone';
import {
  accountMessageKeys,
  checkFor,
  duplicateCheckFrom,
  nicknameCheckMessage,
  validateName,
  validateNickname,
  validateNicknameChecked,
  type DuplicateCheck,
  type RuleResult,
} from '../../../lib/domain/account/rules';
import { NICKNAME_MAX_LENGTH } from '../../../lib/domain/account/rules';
import { cleanedText, INVALID_CHARACTERS, normalizedText } from '../../../lib/domain/text/normalize';
import { limitedPaste } from '../shared/limitedPaste';
import { phoneAbroad } from '../shared/phoneHint';
import { profileUpdateFailureKey } from './failures';
import { styles } from './styles';

export interface ProfileEditFormProps {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}

interface Draft {
  nickname: string;
  name: string;
  phoneNo: string;
  affiliation: string;
}

const draftOf = (profile: UserProfile): Draft => ({
  nickname: profile.nickname,
  name: profile.name,
  // A number abroad is edited in its international format (+1 310 555 0147), as it is shown.
  phoneNo: profile.phoneNo.startsWith('+') ? formatPhone(profile.phoneNo) : profile.phoneNo,
  affiliation: profile.affiliation ?? '',
});

const isDraftChanged = (draft: Draft, profile: UserProfile): boolean =>
  (Object.keys(draft) as Array<keyof Draft>).some((field) => draft[field] !== draftOf(profile)[field]);

/** The values the provider refused for their characters (`invalid_characters`), while they are still in the fields. */
type Refused = Partial<Pick<Draft, 'nickname' | 'name'>>;

/** The rules broken by a draft (the name is required, as at sign-up), and the provider's refusals of its values. */
function draftErrors(draft: Draft, check: DuplicateCheck, currentNickname: string, refused: Refused) {
  const refusedNickname = refused.nickname === draft.nickname ? accountMessageKeys.nicknameInvalidCharacters : undefined;
  return {
    nickname: validateNickname(draft.nickname) ?? refusedNickname ?? validateNicknameChecked(draft.nickname, check, currentNickname),
    name: validateName(draft.name) ?? (refused.name === draft.name ? accountMessageKeys.nameInvalidCharacters : undefined),
    phoneNo: validatePhoneInput(draft.phoneNo),
  };
}

/**
 * Edits nickname (at most 10 characters: a longer paste is cut and the rule told), name (required), phone
 * (11 digits of a Korean mobile number, separators and +82 dropped, nothing cut; or a number abroad with + and
 * its country code, told as it will be saved) and affiliation. A changed nickname needs a new
 * duplicate check for the value in the field; a failed save keeps everything typed and says why. Leaving with
 * unsaved changes (Cancel, a link, closing the tab) asks first.
 */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const { t, i18n } = useTranslation(['myPage', 'account', 'errors']);
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [check, setCheck] = useState<DuplicateCheck>({ status: 'unchecked' });
  const [checking, setChecking] = useState(false);
  /** The minutes to wait when the provider refused the nickname check (too many checks). */
  const [checkWait, setCheckWait] = useState<number>();
  const [nicknameTouched, setNicknameTouched] = useState(false);
  const [nicknameCut, setNicknameCut] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ErrorMessageKey>();
  const [refused, setRefused] = useState<Refused>({});
  const guard = useUnsavedChangesGuard(isDraftChanged(draft, profile));

  const errors = draftErrors(draft, check, profile.nickname, refused);
  const nicknameCheck = checkFor(check, draft.nickname);
  const ruleText = (key: RuleResult) => (key ? t(`account:${key}`) : undefined);
  const change = (field: keyof Draft) => (event: { target: { value: string } }) => {
    const value = field === 'phoneNo' ? phoneInputFrom(event.target.value) : event.target.value;
    setDraft((previous) => ({ ...previous, [field]: value }));
    if (field === 'nickname') {
      setNicknameCut(false);
      setCheckWait(undefined);
    }
  };
  const pasteNickname = limitedPaste(NICKNAME_MAX_LENGTH, (nickname) => {
    setDraft((previous) => ({ ...previous, nickname }));
    setNicknameCut(true);
  });

  const nicknameFormatError = validateNickname(draft.nickname) ?? (refused.nickname === draft.nickname ? accountMessageKeys.nicknameInvalidCharacters : undefined);
  let nicknameMessage: RuleResult;
  let nicknameIntent: Intent = 'none';
  if ((nicknameTouched || submitted) && nicknameFormatError) {
    nicknameMessage = nicknameFormatError;
    nicknameIntent = 'danger';
  } else if (nicknameCut) {
    nicknameMessage = accountMessageKeys.nicknameTooLong;
    nicknameIntent = 'warning';
  } else if (nicknameCheck.status !== 'unchecked') {
    nicknameMessage = nicknameCheckMessage(nicknameCheck);
    nicknameIntent = nicknameCheck.status === 'available' ? 'success' : nicknameCheck.status === 'taken' ? 'danger' : 'primary';
  } else if (submitted && errors.nickname) {
    nicknameMessage = errors.nickname;
    nicknameIntent = 'danger';
  }

  const abroad = phoneAbroad(draft.phoneNo, i18n.language);
  const phoneHelper = abroad ? t('account:phone.abroad', abroad) : t('edit.phoneHelper');

  const nicknameRefused = checkWait !== undefined && !nicknameFormatError && nicknameCheck.status === 'unchecked';

  async function runCheck(): Promise<void> {
    setNicknameTouched(true);
    if (nicknameFormatError) return;
    const value = draft.nickname;
    setChecking(true);
    setCheckWait(undefined);
    try {
      const { data, error } = await checkNicknameAvailable({ body: { nickName: normalizedText(value) } });
      if (data?.data) setCheck(duplicateCheckFrom(value, data.data));
      else setCheckWait(errorMessageValues(error).count);
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (errors.nickname || errors.name || errors.phoneNo) return;
    setSaving(true);
    try {
      const { data, error } = await updateMyProfile({
        path: { userId: profile.userId },
        body: {
          nickname: normalizedText(draft.nickname),
          name: normalizedText(draft.name),
          phoneNo: phoneForRequest(draft.phoneNo),
          affiliation: cleanedText(draft.affiliation),
        },
      });
      if (data?.data) {
        guard.release();
        onSaved(data.data);
      } else {
        setFailure(profileUpdateFailureKey(error));
        setRefused({
          ...(fieldRuleOf(error, 'nickname') === INVALID_CHARACTERS ? { nickname: draft.nickname } : {}),
          ...(fieldRuleOf(error, 'name') === INVALID_CHARACTERS ? { name: draft.name } : {}),
        });
      }
    } catch (error) {
      setFailure(profileUpdateFailureKey(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="app-my-page-edit" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-heading`}>
      <H2 id={`${ids}-heading`} style={styles.cardTitle}>
        {t('edit.heading')}
      </H2>
      <FormGroup
        label={t('field.nickname')}
        labelFor={`${ids}-nickname`}
        helperText={nicknameRefused ? t('errors:code.TOO_MANY_ATTEMPTS', { count: checkWait }) : ruleText(nicknameMessage)}
        intent={nicknameRefused ? 'danger' : nicknameIntent}
      >
        <div style={styles.row}>
          <InputGroup
            id={`${ids}-nickname`}
            style={styles.grow}
            value={draft.nickname}
            onChange={change('nickname')}
            onBlur={() => setNicknameTouched(true)}
            onPaste={pasteNickname}
            maxLength={NICKNAME_MAX_LENGTH}
            intent={nicknameIntent === 'danger' ? 'danger' : 'none'}
            autoComplete="nickname"
          />
          <Button text={t('edit.check')} onClick={() => void runCheck()} loading={checking} />
        </div>
      </FormGroup>
      <FormGroup
        label={t('field.name')}
        labelFor={`${ids}-name`}
        helperText={submitted ? ruleText(errors.name) : undefined}
        intent={submitted && errors.name ? 'danger' : 'none'}
      >
        <InputGroup
          id={`${ids}-name`}
          value={draft.name}
          onChange={change('name')}
          autoComplete="name"
          intent={submitted && errors.name ? 'danger' : 'none'}
          aria-invalid={submitted && errors.name ? true : undefined}
        />
      </FormGroup>
      <FormGroup
        label={t('field.phone')}
        labelFor={`${ids}-phone`}
        helperText={submitted && errors.phoneNo ? ruleText(errors.phoneNo) : phoneHelper}
        intent={submitted && errors.phoneNo ? 'danger' : 'none'}
      >
        <InputGroup
          id={`${ids}-phone`}
          value={draft.phoneNo}
          onChange={change('phoneNo')}
          inputMode="tel"
          type="tel"
          autoComplete="tel"
          intent={submitted && errors.phoneNo ? 'danger' : 'none'}
        />
      </FormGroup>
      <FormGroup label={t('field.affiliation')} labelFor={`${ids}-affiliation`} labelInfo={t('edit.optional')}>
        <InputGroup id={`${ids}-affiliation`} value={draft.affiliation} onChange={change('affiliation')} autoComplete="organization" />
      </FormGroup>
      {failure && (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact style={{ marginBottom: 12 }}>
          {t(failure, { ns: 'errors' })}
        </Callout>
      )}
      <div style={styles.formActions}>
        <Button text={t('edit.cancel')} variant="minimal" onClick={() => guard.confirm(onCancel)} disabled={saving} />
        <Button type="submit" intent="primary" text={t('edit.save')} loading={saving} />
      </div>
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
