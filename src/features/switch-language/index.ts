export { LanguageSwitch, type LanguageSwitchProps } from './ui/LanguageSwitch';
