import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_SEARCH, MAX_QUERY_LENGTH, searchParamsOf, withChange } from '../search/searchQuery';

export const SEARCH_PATH = '/search-details';

/**
 * The search box of the home page: a real GET form to the music search (so it works before the app's script
 * runs too); once the app runs, it opens the search in the app. The field is uncontrolled, so nothing typed
 * before the page is hydrated is lost.
 */
export function HomeSearch() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const text = typeof value === 'string' ? value : '';
    const search = searchParamsOf(withChange(DEFAULT_SEARCH, { q: text.trim() })).toString();
    void navigate({ pathname: SEARCH_PATH, search: search === '' ? '' : `?${search}` });
  };
  return (
    <form role="search" className="app-catalog-home-search" action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
      <FormGroup label={t('home.searchLabel')} labelFor={inputId}>
        <ControlGroup fill>
          <InputGroup
            id={inputId}
            name="q"
            type="search"
            size="large"
            leftIcon={<Search />}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('home.searchPlaceholder')}
            autoComplete="off"
          />
          <Button type="submit" size="large" intent="primary" text={t('home.searchSubmit')} className="app-catalog-home-search-submit" />
        </ControlGroup>
      </FormGroup>
    </form>
  );
}
