export {
  applyLanguage,
  DIRECTION,
  FALLBACK_LANGUAGE,
  i18next,
  isLanguage,
  LANGUAGES,
  loadEveryCatalogue,
  type Language,
} from './i18n';
export { languageAtom, useLanguage } from './language';
export { ReactAriaLocaleProvider } from './react-aria/LocaleProvider';
export { loadReactAriaStrings } from './react-aria/strings';
export { Trans, useTranslation } from 'react-i18next';
